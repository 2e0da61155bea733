import { writeChatIndex } from '~/integrations/chat-index';
import { writeChatModel } from '~/integrations/chat-model';

/** The chat function imports the build-time index and classifier: build them before the tests, as `npm run build` does. */
export default async function setup() {
  writeChatIndex();
  await writeChatModel();
}
