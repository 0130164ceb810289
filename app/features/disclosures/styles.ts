// Class names the disclosures page's parts share, so its sections read as one page.
export const linkClass = "font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900";
export const sectionClass = "mx-auto max-w-5xl scroll-mt-24 px-4 py-12 sm:px-6";
export const headingClass = "text-3xl font-bold text-navy-900";
export const itemClass = "scroll-mt-24 rounded-xl border border-navy-100 bg-white p-6 shadow-sm";
export const itemTitleClass = "text-xl font-semibold text-navy-900";
export const tableClass = "w-full min-w-[32rem] border-collapse text-left text-sm";
