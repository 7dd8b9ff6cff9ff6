// Finds elements the way a user does: by role and accessible name, by label, placeholder and
// visible text, in the spirit of @testing-library/dom (not installed here). Taro's H5 components
// are custom elements (taro-button-core, taro-view-core...), so the implicit roles are mapped
// by hand; a View that acts as a control carries its role and aria-* attributes itself.

export type Matcher = string | RegExp;

export interface RoleOptions {
  /** The accessible name: aria-label, aria-labelledby, or else the text inside. */
  name?: Matcher;
  /** Only the elements in this state (aria-checked / aria-selected "true"). */
  checked?: boolean;
  selected?: boolean;
}

const IMPLICIT_ROLES: Record<string, string> = {
  'taro-button-core': 'button',
  button: 'button',
  a: 'link',
  img: 'img',
  'taro-image-core': 'img',
  textarea: 'textbox',
};

/** Folds every whitespace run, as a reader hears the text. */
export function normalize(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function matches(text: string, matcher: Matcher): boolean {
  const folded = normalize(text);
  return typeof matcher === 'string' ? folded === normalize(matcher) : matcher.test(folded);
}

function describe(matcher: Matcher | undefined): string {
  return matcher === undefined ? '' : ` named ${String(matcher)}`;
}

/** Hidden from assistive technology: an aria-hidden ancestor, or the hidden attribute. */
function isHidden(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return true;
  }
  return false;
}

export function roleOf(element: Element): string | null {
  const explicit = element.getAttribute('role');
  if (explicit) return explicit.split(' ')[0];
  const tag = element.tagName.toLowerCase();
  if (tag === 'input') {
    const type = (element as HTMLInputElement).type;
    if (type === 'checkbox') return 'checkbox';
    if (type === 'radio') return 'radio';
    return type === 'password' ? null : 'textbox';
  }
  // Taro's Image draws a native <img> inside its own element: one picture, not two.
  if (tag === 'img' && element.parentElement?.tagName.toLowerCase() === 'taro-image-core') {
    return null;
  }
  return IMPLICIT_ROLES[tag] ?? null;
}

export function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return normalize(
      labelledBy
        .split(/\s+/)
        .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  }
  const label = element.getAttribute('aria-label');
  if (label) return normalize(label);
  if (element.tagName.toLowerCase() === 'input') {
    return normalize((element as HTMLInputElement).placeholder);
  }
  return normalize(element.textContent);
}

function all(container: ParentNode): Element[] {
  return Array.from(container.querySelectorAll('*'));
}

function the<T extends Element>(found: T[], what: string): T {
  if (found.length === 1) return found[0];
  throw new Error(
    found.length === 0 ? `nothing is ${what}` : `${found.length} elements are ${what}, not one`,
  );
}

function ariaState(element: Element, attribute: string): boolean {
  return element.getAttribute(attribute) === 'true';
}

export function queryAllByRole(
  role: string,
  options: RoleOptions = {},
  container: ParentNode = document.body,
): HTMLElement[] {
  return all(container).filter(
    (element) =>
      roleOf(element) === role &&
      !isHidden(element) &&
      (options.name === undefined || matches(accessibleName(element), options.name)) &&
      (options.checked === undefined || ariaState(element, 'aria-checked') === options.checked) &&
      (options.selected === undefined || ariaState(element, 'aria-selected') === options.selected),
  ) as HTMLElement[];
}

export function queryByRole(
  role: string,
  options: RoleOptions = {},
  container: ParentNode = document.body,
): HTMLElement | null {
  const found = queryAllByRole(role, options, container);
  if (found.length > 1) throw new Error(`${found.length} ${role}s${describe(options.name)}`);
  return found[0] ?? null;
}

export function getByRole(
  role: string,
  options: RoleOptions = {},
  container: ParentNode = document.body,
): HTMLElement {
  return the(queryAllByRole(role, options, container), `a ${role}${describe(options.name)}`);
}

export function getAllByRole(
  role: string,
  options: RoleOptions = {},
  container: ParentNode = document.body,
): HTMLElement[] {
  const found = queryAllByRole(role, options, container);
  if (found.length === 0) throw new Error(`nothing is a ${role}${describe(options.name)}`);
  return found;
}

/** The element's own text: its text nodes, without the text of the elements inside it. */
function ownText(element: Element): string {
  return Array.from(element.childNodes)
    .filter((node) => node.nodeType === node.TEXT_NODE)
    .map((node) => node.textContent ?? '')
    .join('');
}

/** Elements whose own text matches, as testing-library's *ByText (text split by React is joined). */
export function queryAllByText(matcher: Matcher, container: ParentNode = document.body) {
  return all(container).filter(
    (element) =>
      !['script', 'style'].includes(element.tagName.toLowerCase()) &&
      normalize(ownText(element)) !== '' &&
      matches(ownText(element), matcher),
  ) as HTMLElement[];
}

export function queryByText(matcher: Matcher, container: ParentNode = document.body) {
  const found = queryAllByText(matcher, container);
  if (found.length > 1) throw new Error(`${found.length} elements read ${String(matcher)}`);
  return found[0] ?? null;
}

export function getByText(matcher: Matcher, container: ParentNode = document.body): HTMLElement {
  return the(queryAllByText(matcher, container), `reading ${String(matcher)}`);
}

export function getAllByText(matcher: Matcher, container: ParentNode = document.body) {
  const found = queryAllByText(matcher, container);
  if (found.length === 0) throw new Error(`nothing reads ${String(matcher)}`);
  return found;
}

/** Elements labelled by aria-label or aria-labelledby (a form row names its control so). */
export function queryAllByLabelText(matcher: Matcher, container: ParentNode = document.body) {
  return all(container).filter(
    (element) =>
      (element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby')) &&
      !isHidden(element) &&
      matches(accessibleName(element), matcher),
  ) as HTMLElement[];
}

export function queryByLabelText(matcher: Matcher, container: ParentNode = document.body) {
  const found = queryAllByLabelText(matcher, container);
  if (found.length > 1) throw new Error(`${found.length} elements labelled ${String(matcher)}`);
  return found[0] ?? null;
}

export function getByLabelText(matcher: Matcher, container: ParentNode = document.body) {
  return the(queryAllByLabelText(matcher, container), `labelled ${String(matcher)}`);
}

/** Native inputs and text areas by their placeholder. */
export function queryAllByPlaceholderText(
  matcher: Matcher,
  container: ParentNode = document.body,
): HTMLInputElement[] {
  return Array.from(
    container.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'),
  ).filter((element) => matches(element.placeholder, matcher));
}

export function getByPlaceholderText(matcher: Matcher, container: ParentNode = document.body) {
  return the(queryAllByPlaceholderText(matcher, container), `a box saying ${String(matcher)}`);
}

/** The same queries, searching inside one element only. */
export function within(container: ParentNode) {
  return {
    queryAllByRole: (role: string, options?: RoleOptions) =>
      queryAllByRole(role, options, container),
    queryByRole: (role: string, options?: RoleOptions) => queryByRole(role, options, container),
    getByRole: (role: string, options?: RoleOptions) => getByRole(role, options, container),
    getAllByRole: (role: string, options?: RoleOptions) => getAllByRole(role, options, container),
    queryAllByText: (matcher: Matcher) => queryAllByText(matcher, container),
    queryByText: (matcher: Matcher) => queryByText(matcher, container),
    getByText: (matcher: Matcher) => getByText(matcher, container),
    getAllByText: (matcher: Matcher) => getAllByText(matcher, container),
    queryAllByLabelText: (matcher: Matcher) => queryAllByLabelText(matcher, container),
    queryByLabelText: (matcher: Matcher) => queryByLabelText(matcher, container),
    getByLabelText: (matcher: Matcher) => getByLabelText(matcher, container),
    getByPlaceholderText: (matcher: Matcher) => getByPlaceholderText(matcher, container),
  };
}

/** What the element says, whitespace folded (text may be split over several nodes). */
export function textOf(element: Element | null): string {
  return normalize(element?.textContent);
}

/**
 * The text shown right after a label on its row, as a reader takes an overview line ("Phone
 * +853 612***67"): the element that follows the label's own text.
 */
export function valueBeside(label: Matcher, container: ParentNode = document.body): string {
  const rows = queryAllByText(label, container).filter((each) => each.nextElementSibling);
  if (rows.length !== 1) throw new Error(`${rows.length} rows are labelled ${String(label)}`);
  return textOf(rows[0].nextElementSibling);
}

/** The button a visible text sits in (a settings row that leads somewhere is one button). */
export function buttonHolding(text: Matcher, container: ParentNode = document.body): HTMLElement {
  const button = getByText(text, container).closest<HTMLElement>('[role="button"]');
  if (!button) throw new Error(`${String(text)} is not on a button`);
  return button;
}
