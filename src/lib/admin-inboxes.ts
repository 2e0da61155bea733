/**
 * The staff inboxes as /admin shows them: the facts of src/data/admin-inboxes.ts (key, endpoint, search fields,
 * CSV fields) with their English words (src/i18n/en/admin.ts), and each export's columns with their headers.
 */
import { inboxes as inboxList, type CsvColumnKey, type Inbox as InboxData } from '~/data/admin-inboxes';
import { csvHeaders, inboxWords, type InboxWords } from '~/i18n/en/admin';
import type { CsvColumn } from '~/types';

export type { InboxKey } from '~/data/admin-inboxes';
export type Inbox = Omit<InboxData, 'csvColumns'> &
  Omit<InboxWords, 'csvHeaders'> & {
    /** The export's columns, in order, with their headers. */
    csvColumns: readonly CsvColumn[];
  };

/** The inboxes in tab order, each with its words and its export's headers. */
export const inboxes: readonly Inbox[] = inboxList.map(({ csvColumns, ...inbox }) => {
  const { csvHeaders: own, ...words } = inboxWords[inbox.key];
  const header = (key: CsvColumnKey) => own?.[key] ?? csvHeaders[key];
  return { ...inbox, ...words, csvColumns: csvColumns.map((key) => ({ key, header: header(key) })) };
});
