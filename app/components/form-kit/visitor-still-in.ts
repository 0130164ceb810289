/**
 * Whether what a form's send brings back (its success message, the first
 * field in error) may take the focus: only while the visitor is still in that
 * form, or nowhere. A send can finish long after the press (a slow line; a
 * press made before the page was live and carried out once it is, decision
 * 083), and by then the visitor may be typing elsewhere: taking the focus
 * would send their next keys nowhere.
 */
export function visitorStillIn(form: Element | null | undefined): boolean {
  const active = document.activeElement;
  return !active || active === document.body || (!!form && form.contains(active));
}
