// Test files share workers (`isolate: false`): each starts from a fresh module registry, so a module that read
// the environment in one file (a site URL, a mail server) is read again in the next.
import { vi } from 'vitest';

vi.resetModules();
