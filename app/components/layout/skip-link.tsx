export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-river-900 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:outline-3 focus:outline-sunset-500"
    >
      Skip to content
    </a>
  );
}
