/**
 * The partner pages' cards and case study in a page's language: the facts of src/data/partners.ts with the
 * words of the dictionary, keyed by the same ids (a card without words in either language fails the type check).
 */
import {
  apiFeatures,
  apiSteps,
  audiences,
  finaloopCaseStudy,
  hubBenefits,
  lenderBenefits,
  lenderFeatures,
  programs,
  referralAdvantages,
  whyPartner,
  type CaseStudy,
} from '~/data/partners';
import type { IconName } from '~/types';
import { localizePath, messagesFor } from './i18n';
import { localizeStats, type Stat } from './stats';

/** Each fact with its words; `Words` is keyed by every id the facts use. */
const withWords = <Id extends string, F extends { id: Id; icon: IconName }, W>(
  facts: readonly F[],
  words: Record<Id, W>,
) => facts.map((f) => ({ ...f, ...words[f.id] }));

export function localizedPartners(locale: string | undefined) {
  const t = messagesFor(locale).partners;
  return {
    programs: withWords(programs, t.programs).map((p) => ({ ...p, href: localizePath(p.href, locale) })),
    hubBenefits: withWords(hubBenefits, t.hubBenefits),
    lenderBenefits: withWords(lenderBenefits, t.lenderBenefits),
    lenderFeatures: withWords(lenderFeatures, t.lenderFeatures),
    referralAdvantages: withWords(referralAdvantages, t.referralAdvantages),
    audiences: withWords(audiences, t.audiences),
    apiSteps: withWords(apiSteps, t.apiSteps),
    apiFeatures: withWords(apiFeatures, t.apiFeatures),
    whyPartner: withWords(whyPartner, t.whyPartner),
  };
}

/** A case study as a page shows it: its figures with the page's words. */
export type LocalizedCaseStudy = Omit<CaseStudy, 'stats'> & { stats: Stat[] };

/** The Finaloop case study in `locale`; the article it links to exists in English only. */
export function localizedCaseStudy(locale: string | undefined): LocalizedCaseStudy {
  const words = messagesFor(locale).partners.caseStudy[finaloopCaseStudy.id];
  return {
    ...words,
    partner: finaloopCaseStudy.partner,
    stats: localizeStats(finaloopCaseStudy.stats, locale),
    readMoreHref: localizePath(finaloopCaseStudy.readMoreHref, locale),
    bookHref: localizePath(finaloopCaseStudy.bookHref, locale),
  };
}
