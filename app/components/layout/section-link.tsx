import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { scrollToSection } from "./scroll-to-section.ts";

interface SectionLinkProps {
  /** Id of a section of the home page. */
  section: string;
  children: ReactNode;
  className?: string;
  /** Called after a choice, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

/**
 * A link to a section of the home page. On the home page it is a plain `#hash` link that scrolls
 * within the page; elsewhere it navigates to `/#section`, where the router's scroll restoration
 * brings the section into view.
 */
export function SectionLink({ section, children, className, onNavigate }: SectionLinkProps) {
  const { pathname } = useLocation();
  if (pathname !== "/") {
    return (
      <Link to={{ pathname: "/", hash: `#${section}` }} className={className} onClick={onNavigate}>
        {children}
      </Link>
    );
  }
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    if (scrollToSection(section)) window.history.replaceState(window.history.state, "", `#${section}`);
  }
  return (
    <a href={`#${section}`} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
