import Menu from "lucide-react/icons/menu";
import Waves from "lucide-react/icons/waves";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useResort } from "#app/lib/site-data.ts";
import { buttonClass } from "./button-classes.ts";
import { homeNavLinks, routeNavLinks, type NavItem } from "./nav-links.ts";
import { SectionLink } from "./section-link.tsx";
import { useScrolledPast } from "./use-scrolled-past.ts";

/** The navigation bar changes appearance once the page is scrolled past 50 px. */
const NAV_SCROLL_THRESHOLD_PX = 50;

const MENU_ID = "site-menu";

export function SiteHeader() {
  const resort = useResort();
  const { pathname } = useLocation();
  const isHome = pathname === "/";
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  // Following a link closes the menu: adjusted while rendering the new page, not after it paints.
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Over the home hero the bar starts transparent; everywhere else the page has no hero behind it.
  const solid = scrolled || !isHome || menuOpen;
  const links = isHome ? homeNavLinks : routeNavLinks;

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);
  const linkTone = solid ? "text-stone-800 hover:bg-river-50 hover:text-river-800" : "text-white hover:bg-white/15";

  return (
    <header
      data-scrolled={scrolled}
      data-appearance={solid ? "solid" : "transparent"}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 ${
        solid ? "bg-white/95 shadow-md backdrop-blur" : "bg-gradient-to-b from-black/50 to-transparent"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link
          to="/"
          aria-label={resort.name}
          className={`flex min-w-0 items-center gap-2 rounded-md font-display text-base font-bold sm:text-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sunset-500 ${
            solid ? "text-river-900" : "text-white"
          }`}
        >
          <span
            className="grid size-9 shrink-0 place-items-center rounded-full bg-river-700 text-white"
            aria-hidden="true"
          >
            <Waves className="size-5" />
          </span>
          <span className="truncate sm:hidden">{resort.shortName}</span>
          <span className="hidden truncate sm:inline">{resort.name}</span>
        </Link>

        <nav
          id={MENU_ID}
          aria-label="Main"
          className={`${
            menuOpen ? "absolute inset-x-0 top-16 block border-t border-stone-200 bg-white shadow-lg" : "hidden"
          } lg:static lg:ml-auto lg:block lg:border-0 lg:bg-transparent lg:shadow-none`}
        >
          <ul className="flex flex-col gap-1 p-4 lg:flex-row lg:items-center lg:gap-0.5 lg:p-0">
            {links.map((item) => (
              <li key={item.label}>
                <NavItemLink
                  item={item}
                  toneClass={menuOpen ? "text-stone-800 hover:bg-river-50" : linkTone}
                  onNavigate={closeMenu}
                />
              </li>
            ))}
          </ul>
        </nav>

        <Link to="/book-now" className={buttonClass("primary", "ml-auto shrink-0 px-3.5 py-2 text-sm sm:px-4 lg:ml-2")}>
          Book Now
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={`grid size-11 shrink-0 place-items-center rounded-full focus-visible:outline-3 focus-visible:outline-sunset-500 lg:hidden ${
            solid ? "text-river-900 hover:bg-river-50" : "text-white hover:bg-white/15"
          }`}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label="Menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </div>
    </header>
  );
}

function NavItemLink({ item, toneClass, onNavigate }: { item: NavItem; toneClass: string; onNavigate: () => void }) {
  const className = `block rounded-lg px-3 py-2.5 text-base font-medium transition-colors focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sunset-500 lg:px-2.5 lg:py-2 lg:text-sm xl:px-3 ${toneClass}`;
  if (item.to === undefined) {
    return (
      <SectionLink section={item.section} className={className} onNavigate={onNavigate}>
        {item.label}
      </SectionLink>
    );
  }
  return (
    <NavLink
      to={item.to}
      end
      onClick={onNavigate}
      className={({ isActive }) =>
        `${className} ${isActive ? "underline decoration-sunset-500 decoration-2 underline-offset-8" : ""}`
      }
    >
      {item.label}
    </NavLink>
  );
}
