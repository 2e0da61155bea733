import { writeChatIndex } from '~/integrations/chat-index';

/** The chat function imports the build-time index: build it before the tests, as `npm run build` does. */
export default function setup() {
  writeChatIndex();
}
