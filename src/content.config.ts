import { legal } from './content/legal-collection';

export const collections = { legal };
