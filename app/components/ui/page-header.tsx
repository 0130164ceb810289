import type { ReactNode } from "react";

/** The band at the top of inner pages: the page's one h1 and its lead text. */
export function PageHeader({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-navy-950 to-navy-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">{title}</h1>
        <p className="mt-4 max-w-3xl text-lg text-white/85">{intro}</p>
        {children}
      </div>
    </section>
  );
}
