import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TERM_LOAN_YEARS } from '~/data/chat-answers';
import { AMOUNT_MAX, RULE_FIGURES } from '~/data/prequal-rules';
import { prequal as en } from '~/i18n/en/prequal';
import { prequal as fr } from '~/i18n/fr/prequal';
import { formatCompactMoney } from '~/i18n/money';

/**
 * The pre-qualification's product cards and amount hint quote figures of src/data. A figure typed into their
 * words by hand would stay behind when the data changes, and the cards would contradict the rules on the same
 * result page: each dictionary must build them from the data, through the one formatter.
 */
const root = join(import.meta.dirname, '../..');
/** The parts of the dictionaries that quote figures: the product cards and the amount hint. */
const QUOTING = ['products', 'amountHint'];

/** The text a string, template or number typed under one of `keys` holds, when it holds a digit. */
function typedFigures(source: string, keys: readonly string[]): string[] {
  const file = ts.createSourceFile('words.ts', source, ts.ScriptTarget.Latest, true);
  const under = (node: ts.Node) => {
    for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
      if ((ts.isPropertyAssignment(n) || ts.isVariableDeclaration(n)) && ts.isIdentifier(n.name)) {
        if (keys.includes(n.name.text)) return true;
      }
    }
    return false;
  };
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    // What a reader sees typed: a string, the literal parts of a template, a number.
    const typed = ts.isNumericLiteral(node)
      ? node.getText(file)
      : ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)
        ? node.text
        : '';
    if (/\d/.test(typed) && under(node)) found.push(typed);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the pre-qualification product cards', () => {
  it.each(['en', 'fr'])('type no figure by hand in %s: each comes from src/data', (locale) => {
    const source = readFileSync(join(root, `src/i18n/${locale}/prequal.ts`), 'utf8');
    expect(typedFigures(source, QUOTING)).toEqual([]);
  });

  it('finds a figure typed by hand (a check that cannot fail proves nothing)', () => {
    const typed = `const products = { mca: { subtitle: 'Up to $500K, in 24-48 hours' } };
      const prequal = { amountHint: \`De {min} à \${m(300_000_000)}.\`, products: { po: { subtitle: \`\${m(f.poMax)}, 90\\u00a0jours\` } } };`;
    expect(typedFigures(typed, QUOTING)).toEqual(['Up to $500K, in 24-48 hours', '300_000_000', ', 90\u00a0jours']);
    const built = `const products = { mca: { subtitle: \`Up to \${short(f.mcaMax)}, in \${fastest}-\${slowest} hours\` } };`;
    expect(typedFigures(built, QUOTING)).toEqual([]);
  });

  it('show the data’s figures in both languages', () => {
    const [h1, h2] = RULE_FIGURES.mcaHours;
    const [y1, y2] = TERM_LOAN_YEARS;
    const days = RULE_FIGURES.poDays;
    const short = (amount: number) => formatCompactMoney(amount);
    const m = (amount: number) => plain(formatCompactMoney(amount, { locale: 'fr' }));
    expect(en.products['merchant-cash-advance'].subtitle).toBe(
      `Up to ${short(RULE_FIGURES.mcaMax)}, with approval in ${h1}-${h2} hours`,
    );
    expect(en.products['term-loans'].subtitle).toBe(`Terms of ${y1}-${y2} years for planned growth`);
    expect(en.products['po-financing'].subtitle).toBe(
      `Up to ${short(RULE_FIGURES.poMax)} to fulfill large orders, ${days}-day average terms`,
    );
    expect(en.amountHint).toBe(`From {min} to ${short(AMOUNT_MAX).replace(/M$/, ' million')}.`);
    expect(plain(fr.products['merchant-cash-advance'].subtitle)).toBe(
      `Jusqu’à ${m(RULE_FIGURES.mcaMax)}, approbation habituellement en ${h1} à ${h2} heures`,
    );
    expect(plain(fr.products['term-loans'].subtitle)).toBe(
      `Des durées de ${y1} à ${y2} ans pour une croissance planifiée`,
    );
    expect(plain(fr.products['po-financing'].subtitle)).toBe(
      `Jusqu’à ${m(RULE_FIGURES.poMax)} pour honorer de grosses commandes, durée moyenne de ${days} jours`,
    );
    expect(plain(fr.amountHint)).toBe(`De {min} à ${m(AMOUNT_MAX)}.`);
  });
});
