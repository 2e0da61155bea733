/**
 * The home hero's rotating word, run by a page script on the server-rendered heading (no island: the home page
 * loads no framework code before the visitor touches it). A new word every 5 s: a 500 ms fade-out, the swap,
 * the fade-in 100 ms later. Hover, keyboard focus and the pause button stop it; under prefers-reduced-motion it
 * never runs. `data-running` says whether it is advancing (tests start the clock from there).
 */

/** A new word every 5 s, a 500 ms fade, the fade-in starting 100 ms after the swap. */
export const WORD_INTERVAL = 5000;
export const WORD_FADE = 500;
export const WORD_FADE_IN_DELAY = 100;

export function startHeroRotation(root: HTMLElement, pause: HTMLButtonElement | null, motion: MediaQueryList): void {
  const word = root.querySelector<HTMLElement>('[data-hero-word]');
  const words = JSON.parse(root.dataset.words ?? '[]') as string[];
  if (!word || words.length < 2) return;
  let index = 0;
  let hovered = false;
  let focused = false;
  let timer: number | undefined;

  const paused = () => pause?.getAttribute('aria-pressed') === 'true';
  const step = () => {
    index = (index + 1) % words.length;
    const next = words[index];
    word.dataset.phase = 'out';
    window.setTimeout(() => {
      word.textContent = next;
      word.dataset.phase = 'hidden';
      window.setTimeout(() => (word.dataset.phase = 'in'), WORD_FADE_IN_DELAY);
    }, WORD_FADE);
  };
  // Restarts the 5 s wait whenever the rotation resumes, as the island did.
  const update = () => {
    const running = !motion.matches && !paused() && !hovered && !focused;
    if (running && timer === undefined) timer = window.setInterval(step, WORD_INTERVAL);
    if (!running && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
    root.dataset.running = String(running);
  };

  const setHovered = (value: boolean) => {
    hovered = value;
    update();
  };
  const setFocused = (value: boolean) => {
    focused = value;
    update();
  };
  root.addEventListener('mouseenter', () => setHovered(true));
  root.addEventListener('mouseleave', () => setHovered(false));
  // Only keyboard focus pauses: a click also focuses what it hits, and must not keep the words still.
  root.addEventListener('focusin', (e) => {
    if ((e.target as Element | null)?.matches?.(':focus-visible')) setFocused(true);
  });
  root.addEventListener('focusout', (e) => {
    if (!root.contains(e.relatedTarget as Node | null)) setFocused(false);
  });
  pause?.addEventListener('click', () => {
    pause.setAttribute('aria-pressed', String(!paused()));
    update();
  });
  motion.addEventListener('change', update);
  update();
}
