// Memory-backed temporary files where the machine has them: /dev/shm (a tmpfs) with 1 GB free.
import { mkdirSync, statfsSync } from 'node:fs';

const SHM = '/dev/shm';

/** Whether /dev/shm is there with at least 1 GB free (a 24 GB tmpfs on the CI machine, 64 MB in many containers). */
export function shmHasRoom() {
  try {
    const { bavail, bsize } = statfsSync(SHM);
    return bavail * bsize >= 1024 ** 3;
  } catch {
    return false;
  }
}

/**
 * A directory in /dev/shm for tests' temporary files, or undefined where it has no room (the system's temporary
 * directory then stays). On the CI machine's disk, the unit tests' thousands of small Blobs files put a quarter of
 * their step's CPU in the kernel (docs/quality.md, 2026-12-03).
 */
export function memoryTmpDir() {
  if (!shmHasRoom()) return undefined;
  const dir = `${SHM}/boundless-tmp`;
  mkdirSync(dir, { recursive: true });
  return dir;
}
