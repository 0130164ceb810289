// Placeholder until the lead-capture work (issue 5) wires this form to POST /api/newsletter.
export function NewsletterForm() {
  return (
    <form className="mt-4 flex gap-2" noValidate onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input
        id="newsletter-email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@company.in"
        className="min-w-0 flex-1 rounded-md border border-white/30 bg-white/10 px-3 py-2 text-white placeholder:text-white/70"
      />
      <button type="submit" className="rounded-md bg-saffron-400 px-4 py-2 font-semibold text-navy-950 hover:bg-saffron-100">
        Subscribe
      </button>
    </form>
  );
}
