// The editor's React app, made from the project's Keystatic config.
import { makePage } from '@keystatic/astro/ui';
import config from '../../keystatic.config.ts';

export const Editor = makePage(config);
