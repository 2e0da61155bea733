/**
 * The English dictionary: every visible string of the public site, by area. The texts the product has always
 * shown stay word for word. Its type is the contract of the French dictionary: a missing French key fails
 * `npm run check`.
 */
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

export const en = {
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
export type Messages = typeof en;
