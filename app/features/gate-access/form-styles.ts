export const submitClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-full bg-river-700 px-6 py-3 font-semibold text-white shadow-md transition-colors hover:bg-river-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-river-500 disabled:opacity-60";

export const linkButtonClass =
  "rounded text-sm font-semibold text-river-800 underline underline-offset-2 hover:text-river-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-river-600";
