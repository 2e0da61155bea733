import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
} from 'react';
import type { NavLinkId, NavMenu } from '~/data/navigation';
import type { Locale } from '~/i18n/locales';
import { headerModel } from '~/lib/header-model';
import type { LocalizedNavLink } from '~/lib/navigation';
import { scrollToHash, scrollToTop } from '~/lib/scroll';
import Icon from '~/components/ui/Icon';
import Logo from '~/components/ui/Logo';

export const DROPDOWN_CLOSE_DELAY = 150;
/**
 * A click on a trigger this soon after the pointer opened its dropdown keeps it open instead of toggling it shut:
 * on touch screens a tap sends the hover and the click together, and a click made while the island was still
 * loading reaches it only just after the hover was taken over.
 */
const HOVER_CLICK_GRACE = 300;

/** The link to this page in the other language (its words are in that language). */
export type LanguageSwitch = {
  href: string;
  label: string;
  aria: string;
  lang: string;
  hreflang: string;
  to: string;
};

type Props = {
  signupUrl: string;
  loginUrl: string;
  /** The page's language: the header's words, menus and home link follow from it (src/lib/header-model.ts). */
  locale: Locale;
  languageSwitch: LanguageSwitch;
};

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
const SWITCH_CLASS =
  'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-ink hover:bg-brand-50';

/**
 * Capital-solution links scroll on /financial-products (navigating there first elsewhere);
 * a link to the page already shown scrolls to the top after 100 ms; other links navigate.
 */
function onNavigate(event: MouseEvent<HTMLAnchorElement>, href: string, done: () => void) {
  done();
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  const url = new URL(href, location.href);
  if (url.pathname !== location.pathname || url.search !== location.search) return;
  event.preventDefault();
  if (url.hash) {
    history.pushState(null, '', url.hash);
    scrollToHash(url.hash);
  } else {
    scrollToTop(100);
  }
}

/**
 * The site header. Server-rendered and usable before it hydrates (the page hydrates it on the first pointer,
 * touch or focus in it): links are real links, desktop dropdowns open on hover and keyboard focus through CSS
 * (global.css, while the header lacks data-hydrated), and the scroll shadow is the page's own script
 * (src/lib/header-shadow.ts). Hydration adds the close delay, the chevron toggle, Escape and the mobile menu,
 * taking over whichever dropdown CSS was showing so nothing on screen changes.
 */
export default function Header({ signupUrl, loginUrl, locale, languageSwitch }: Props) {
  const { t, menus, knowledge, homeHref } = useMemo(() => headerModel(locale), [locale]);
  const [hydrated, setHydrated] = useState(false);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileSection, setMobileSection] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const hoverOpened = useRef<{ id: string; at: number } | null>(null);
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const navRef = useRef<HTMLElement>(null);

  // Before paint: keep open the dropdown that the pre-hydration CSS shows (hovered, or holding focus).
  useLayoutEffect(() => {
    const showing = navRef.current?.querySelector<HTMLElement>(
      '[data-menu]:is(:hover, :has(> [data-menu-panel]:focus-within))',
    );
    const id = showing?.dataset.menu;
    if (id) {
      setOpenMenu(id);
      if (showing.matches(':hover')) hoverOpened.current = { id, at: performance.now() };
    }
    setHydrated(true);
  }, []);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpenMenu(null), DROPDOWN_CLOSE_DELAY);
  };
  const openOnHover = (id: string) => {
    cancelClose();
    if (openMenu !== id) hoverOpened.current = { id, at: performance.now() };
    setOpenMenu(id);
  };
  const toggle = (id: string) => {
    const justHovered =
      hoverOpened.current?.id === id && performance.now() - hoverOpened.current.at < HOVER_CLICK_GRACE;
    hoverOpened.current = null;
    if (openMenu === id && justHovered) return;
    setOpenMenu(openMenu === id ? null : id);
  };

  /** A dropdown closes when keyboard focus leaves it, so it never covers what is focused next. */
  const closeOnFocusLeave = (event: FocusEvent<HTMLLIElement>, id: string) => {
    if (openMenu === id && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenMenu(null);
  };
  const closeAll = useCallback(() => {
    cancelClose();
    setOpenMenu(null);
    setMobileOpen(false);
    setMobileSection(null);
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (openMenu) {
        buttons.current[openMenu]?.focus();
        setOpenMenu(null);
      } else if (mobileOpen) {
        setMobileOpen(false);
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (openMenu && navRef.current && !navRef.current.contains(e.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [openMenu, mobileOpen]);

  const link = (item: LocalizedNavLink, className: string, withDescription = false) => (
    <a key={item.href} href={item.href} className={className} onClick={(e) => onNavigate(e, item.href, closeAll)}>
      <span className="block font-medium text-ink">{item.label}</span>
      {withDescription && item.description ? (
        <span className="mt-0.5 block text-sm text-muted">{item.description}</span>
      ) : null}
    </a>
  );

  /** The same page in the other language; `data-lang-switch` lets the page remember the choice. */
  const switchLink = (className: string) => (
    <a
      href={languageSwitch.href}
      lang={languageSwitch.lang}
      hrefLang={languageSwitch.hreflang}
      aria-label={languageSwitch.aria}
      data-lang-switch={languageSwitch.to}
      className={className}
    >
      <Icon name="globe" className="h-4 w-4 shrink-0" />
      {languageSwitch.label}
    </a>
  );

  /**
   * Opens the site search. Plain markup: the page's own script (search/trigger.ts) answers its click, so it
   * works before this island hydrates; "/" and Ctrl/⌘K open the same dialog. Kept short: it is on every page.
   */
  const searchButton = (className: string) => (
    <button type="button" data-search aria-label={t.searchAria} aria-keyshortcuts="/" className={className}>
      <Icon name="search" className="h-5 w-5 shrink-0" />
      <kbd className="hidden text-sm text-muted xl:inline">/</kbd>
    </button>
  );

  const dropdownPanel = (menu: NavMenu & { items: LocalizedNavLink[] }) => {
    if (menu.id === 'knowledge') {
      const byId = new Map(menu.items.map((item) => [item.id, item]));
      const group = (ids: NavLinkId[]) => ids.flatMap((id) => byId.get(id) ?? []);
      const [knowledgeGuides, fundingTools, capitalSolutions] = [
        knowledge.guides,
        knowledge.tools,
        knowledge.capital,
      ].map(group);
      const allGuidesLink = byId.get(knowledge.all);
      return (
        <div className="grid w-[min(46rem,90vw)] grid-cols-2 gap-6 p-6">
          <div>
            <p className="mb-2 text-xs font-semibold tracking-wider text-brand-700 uppercase">{t.businessGuides}</p>
            <ul className="space-y-1">
              {knowledgeGuides.map((g) => (
                <li key={g.href}>
                  {link(g, 'block rounded-lg p-2 hover:bg-brand-50 focus-visible:bg-brand-50', true)}
                </li>
              ))}
            </ul>
            {allGuidesLink ? (
              <a
                href={allGuidesLink.href}
                onClick={(e) => onNavigate(e, allGuidesLink.href, closeAll)}
                className="mt-3 inline-flex items-center gap-1 p-2 text-sm font-semibold text-brand-700 hover:underline"
              >
                {allGuidesLink.label} <Icon name="arrow-right" className="h-4 w-4" />
              </a>
            ) : null}
          </div>
          <div>
            <p className="mb-2 text-xs font-semibold tracking-wider text-brand-700 uppercase">{t.fundingTools}</p>
            <ul className="mb-4 space-y-1">
              {fundingTools.map((tool) => (
                <li key={tool.href}>
                  {link(tool, 'block rounded-lg p-2 hover:bg-brand-50 focus-visible:bg-brand-50')}
                </li>
              ))}
            </ul>
            <p className="mb-2 text-xs font-semibold tracking-wider text-brand-700 uppercase">{t.capitalSolutions}</p>
            <ul className="space-y-1">
              {capitalSolutions.map((c) => (
                <li key={c.href}>{link(c, 'block rounded-lg p-2 hover:bg-brand-50 focus-visible:bg-brand-50')}</li>
              ))}
            </ul>
          </div>
        </div>
      );
    }
    return (
      <ul className="w-72 space-y-1 p-3">
        {menu.items.map((item) => (
          <li key={item.href}>
            {link(item, 'block rounded-lg p-3 hover:bg-brand-50 focus-visible:bg-brand-50', true)}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <header
      data-site-header
      data-hydrated={hydrated ? '' : undefined}
      className="fixed inset-x-0 top-0 z-50 bg-white/95 backdrop-blur transition-shadow data-[scrolled=true]:shadow-md"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <a
          href={homeHref}
          className="shrink-0"
          onClick={(e) => onNavigate(e, homeHref, closeAll)}
          aria-label={t.homeAria}
        >
          <Logo className="h-8 w-auto" />
        </a>

        {/* The full bar from 1280 px: narrower, its labels (longest in French) and two buttons wrap. */}
        <nav ref={navRef} aria-label={t.mainNav} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {menus.map((menu) => {
              const open = openMenu === menu.id;
              return (
                <li
                  key={menu.id}
                  data-menu={menu.id}
                  className="relative"
                  onBlur={(e) => closeOnFocusLeave(e, menu.id)}
                  onMouseEnter={() => openOnHover(menu.id)}
                  onMouseLeave={scheduleClose}
                >
                  <button
                    type="button"
                    ref={(el) => {
                      buttons.current[menu.id] = el;
                    }}
                    aria-expanded={open}
                    aria-controls={`menu-${menu.id}`}
                    onClick={() => toggle(menu.id)}
                    className="flex items-center gap-1 rounded-lg px-3 py-2 text-[0.95rem] font-medium text-ink hover:bg-brand-50"
                  >
                    {menu.label}
                    <Icon name="chevron-down" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
                  </button>
                  {/* Hidden by class, not the hidden attribute, so the pre-hydration CSS can show it. */}
                  <div
                    id={`menu-${menu.id}`}
                    data-menu-panel
                    className={`absolute top-full pt-2 ${open ? '' : 'hidden'} ${menu.id === 'knowledge' ? 'left-1/2 -translate-x-1/2' : 'left-0'}`}
                  >
                    <div className="rounded-2xl border border-slate-200 bg-white shadow-xl">{dropdownPanel(menu)}</div>
                  </div>
                </li>
              );
            })}
          </ul>
        </nav>

        {/* One search button for both layouts (each byte of the header is on every page). */}
        <div className="flex items-center gap-1 xl:gap-2">
          {searchButton('inline-flex items-center gap-1.5 rounded-lg p-2 text-ink hover:bg-brand-50 xl:px-2.5')}
          <div className="hidden items-center gap-2 xl:flex">
            {switchLink(SWITCH_CLASS)}
            <a href={loginUrl} {...external} className="rounded-lg px-3 py-2 font-medium text-ink hover:bg-brand-50">
              {t.signIn}
            </a>
            <a
              href={signupUrl}
              {...external}
              className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              {t.createAccount}
            </a>
          </div>

          <div className="flex items-center gap-1 xl:hidden">
            {switchLink(SWITCH_CLASS)}
            <button
              type="button"
              className="rounded-lg p-2 text-ink hover:bg-brand-50"
              aria-expanded={mobileOpen}
              aria-controls="mobile-menu"
              aria-label={mobileOpen ? t.closeMenu : t.openMenu}
              onClick={() => setMobileOpen((v) => !v)}
            >
              <Icon name={mobileOpen ? 'close' : 'menu'} className="h-6 w-6" />
            </button>
          </div>
        </div>
      </div>

      <nav
        id="mobile-menu"
        aria-label={t.mobileNav}
        hidden={!mobileOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 lg:max-h-[calc(100dvh-5rem)] xl:hidden"
      >
        <ul className="divide-y divide-slate-100">
          {menus.map((menu) => {
            const expanded = mobileSection === menu.id;
            return (
              <li key={menu.id}>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={`mobile-${menu.id}`}
                  onClick={() => setMobileSection(expanded ? null : menu.id)}
                  className="flex w-full items-center justify-between py-4 text-left text-lg font-semibold text-ink"
                >
                  {menu.label}
                  <Icon
                    name="chevron-down"
                    className={`h-5 w-5 transition-transform ${expanded ? 'rotate-180' : ''}`}
                  />
                </button>
                <ul id={`mobile-${menu.id}`} hidden={!expanded} className="space-y-1 pb-3">
                  {menu.items.map((item) => (
                    <li key={item.href}>{link(item, 'block rounded-lg px-3 py-2 hover:bg-brand-50')}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <div className="mt-4 grid gap-3">
          <a
            href={loginUrl}
            {...external}
            className="rounded-full border border-slate-300 px-5 py-3 text-center font-semibold"
          >
            {t.signIn}
          </a>
          <a
            href={signupUrl}
            {...external}
            className="rounded-full bg-brand-600 px-5 py-3 text-center font-semibold text-white"
          >
            {t.getStarted}
          </a>
          {switchLink(
            'inline-flex items-center justify-center gap-2 rounded-full px-5 py-3 font-semibold text-ink hover:bg-brand-50',
          )}
        </div>
      </nav>
    </header>
  );
}
