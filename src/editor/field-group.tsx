// A field made of several controls (a picture's buttons and preview, a focal area's picture and numbers): one group,
// named by its label and described by its hint, as a single control's field would be.
import { useId, type ReactNode } from 'react';
import { FieldDescription, FieldLabel } from '@keystar/ui/field';
import { Flex } from '@keystar/ui/layout';

export function FieldGroup({
  label,
  description,
  required = false,
  children,
}: {
  label: string;
  description?: string | undefined;
  required?: boolean;
  children: ReactNode;
}) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <Flex
      direction="column"
      gap="medium"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <FieldLabel id={labelId} elementType="span" isRequired={required}>
        {label}
      </FieldLabel>
      {description && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
      {children}
    </Flex>
  );
}
