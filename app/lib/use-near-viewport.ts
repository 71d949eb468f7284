import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element has come within `rootMargin` of the viewport; once true it stays true, so
 * what it starts (an image, a module) is asked for once. A null margin watches nothing: never near.
 */
export function useNearViewport(target: RefObject<Element | null>, rootMargin: string | null): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (near || !element || rootMargin === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target, rootMargin]);
  return near;
}
