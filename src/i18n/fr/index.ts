/** The French dictionary (Canadian French, OQLF conventions): same keys as the English one, checked by type. */
import type { Messages } from '../en';
import { accessibility } from './accessibility';
import { assistant } from './assistant';
import { blog } from './blog';
import { company } from './company';
import { email } from './email';
import { figures } from './figures';
import { home } from './home';
import { layout } from './layout';
import { partners } from './partners';
import { productPages } from './product-pages';
import { site } from './site';
import { solutions } from './solutions';
import { tools } from './tools';
import { validation } from './validation';

export const fr: Messages = {
  layout,
  figures,
  site,
  home,
  solutions,
  productPages,
  partners,
  company,
  tools,
  blog,
  email,
  validation,
  assistant,
  accessibility,
};
