/**
 * /about-us facts: the values' icons, the founders' names and portraits (our own illustrations), each by id, in
 * the order shown. Their words (mission, values, story, roles and bios) are in the dictionaries' `company.about`.
 */
import type { IconName } from '~/types';

const VALUE_IDS = ['transparency', 'access', 'partnership'] as const;
export type ValueId = (typeof VALUE_IDS)[number];

/** What a dictionary's `company.about` gives these lists: each value's and each founder's words, by id. */
type AboutTexts = {
  values: Record<ValueId, { title: string; description: string }>;
  founders: { people: Record<FounderId, { role: string; bio: string }> };
};

export type Value = { id: ValueId; title: string; description: string; icon: IconName };
export type Founder = { id: FounderId; name: string; role: string; bio: string; portrait: string };

const VALUE_ICONS: Record<ValueId, IconName> = { transparency: 'eye', access: 'globe', partnership: 'users' };

export const FOUNDERS = [
  { id: 'daniel-mercer', name: 'Daniel Mercer' },
  { id: 'aisha-rahman', name: 'Aisha Rahman' },
  { id: 'lucas-tremblay', name: 'Lucas Tremblay' },
] as const;
export type FounderId = (typeof FOUNDERS)[number]['id'];

/** The three values in one language's words. */
export const valuesFor = (t: AboutTexts): Value[] =>
  VALUE_IDS.map((id) => ({ id, icon: VALUE_ICONS[id], ...t.values[id] }));

/** The founders with their role and bio in one language. */
export const foundersFor = (t: AboutTexts): Founder[] =>
  FOUNDERS.map((f) => ({ ...f, ...t.founders.people[f.id], portrait: `/images/founders/${f.id}.svg` }));
