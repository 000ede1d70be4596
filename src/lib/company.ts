// Facts about the agency that do not change with the language.

export const company = {
  name: 'Lumbre',
  email: 'hola@lumbre.com.ar',
  /** The alternative address offered on the contact thank-you step. */
  projectsEmail: 'proyectos@lumbre.com.ar',
  address: {
    street: 'Gorriti 5870',
    postalCode: 'C1414BJL',
    city: 'Ciudad de Buenos Aires',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/lumbre-estudio',
    instagram: 'https://www.instagram.com/lumbre.estudio',
    playlist: 'https://open.spotify.com/playlist/3n8Z0lRcA6Uf1WqXo0bGmT',
  },
} as const;

export type SocialNetwork = keyof typeof company.social;
export const socialNetworks = Object.keys(company.social) as SocialNetwork[];
