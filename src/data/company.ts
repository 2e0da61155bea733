/**
 * /about-us facts: the values' icons, the founders' names and portraits (our own illustrations), each by id, in
 * the order shown. Their words (mission, values, story, roles and bios) are in the dictionaries' `company.about`.
 */
import { FOUNDED } from '~/data/facts';
import type { Messages } from '~/i18n/en';
import { company } from '~/i18n/en/company';
import type { IconName } from '~/types';

type AboutTexts = Messages['company']['about'];
export type ValueId = keyof AboutTexts['values'];
export type FounderId = keyof AboutTexts['founders']['people'];

export type Value = { id: ValueId; title: string; description: string; icon: IconName };
export type Founder = { id: FounderId; name: string; role: string; bio: string; portrait: string };

const VALUE_ICONS: Record<ValueId, IconName> = { transparency: 'eye', access: 'globe', partnership: 'users' };
const VALUE_IDS: ValueId[] = ['transparency', 'access', 'partnership'];

const FOUNDERS: { id: FounderId; name: string }[] = [
  { id: 'daniel-mercer', name: 'Daniel Mercer' },
  { id: 'aisha-rahman', name: 'Aisha Rahman' },
  { id: 'lucas-tremblay', name: 'Lucas Tremblay' },
];

/** The three values in one language's words. */
export const valuesFor = (t: AboutTexts): Value[] =>
  VALUE_IDS.map((id) => ({ id, icon: VALUE_ICONS[id], ...t.values[id] }));

/** The founders with their role and bio in one language. */
export const foundersFor = (t: AboutTexts): Founder[] =>
  FOUNDERS.map((f) => ({ ...f, ...t.founders.people[f.id], portrait: `/images/founders/${f.id}.svg` }));

/** The English texts, as before the site had two languages. */
export const mission = company.about.mission.text;
export const values: Value[] = valuesFor(company.about);
export const story = { founded: FOUNDED, paragraphs: company.about.story.paragraphs };
export const founders: Founder[] = foundersFor(company.about);
