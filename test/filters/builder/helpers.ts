// Driving the builder's DOM as a person would, and matching the API requests it makes.

/** Matches a URL by its path and its query parameters (in any order). */
export function apiUrl(path: string, query: Record<string, string> = {}): (url: string) => boolean {
  const matches = (url: string) => {
    const [urlPath, search = ''] = url.split('?');
    if (urlPath !== `/v1${path}`) return false;
    const params: Record<string, string> = {};
    search.split('&').filter(Boolean).forEach((pair) => {
      const [key, value = ''] = pair.split('=');
      params[decodeURIComponent(key)] = decodeURIComponent(value);
    });
    return angular.equals(params, query);
  };
  // named in $httpBackend's messages
  matches.toString = () => `/v1${path} with ${JSON.stringify(query)}`;
  return matches;
}

export function $(root: Element | JQLite, selector: string): HTMLElement {
  const element = (root instanceof Element ? root : root[0]).querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`no element matches ${selector}`);
  return element;
}

export function $$(root: Element | JQLite, selector: string): HTMLElement[] {
  return Array.from((root instanceof Element ? root : root[0]).querySelectorAll<HTMLElement>(selector));
}

/** The visible texts of a select's options. */
export function optionTexts(select: HTMLElement): string[] {
  return Array.from((select as HTMLSelectElement).options).map((option) => option.text.trim());
}

/** Picks the option(s) whose text is given, as a person does, and fires change. */
export function choose(select: HTMLElement, ...texts: string[]): void {
  const element = select as HTMLSelectElement;
  const options = Array.from(element.options);
  for (const text of texts) {
    if (!options.some((option) => option.text.trim() === text)) {
      throw new Error(`no option "${text}" among ${JSON.stringify(optionTexts(select))}`);
    }
  }
  options.forEach((option) => { option.selected = texts.includes(option.text.trim()); });
  element.dispatchEvent(new Event('change'));
}

/** Types into an input (replacing its text) and fires input. */
export function type(input: HTMLElement, text: string): void {
  (input as HTMLInputElement).value = text;
  input.dispatchEvent(new Event('input'));
}

export function click(element: HTMLElement): void {
  element.click();
}

/** The condition rows of a builder, in order (nested groups and subfilters included). */
export function conditions(root: Element | JQLite): HTMLElement[] {
  return $$(root, '.zn-filter-condition');
}

/** The last condition row. */
export function lastCondition(root: Element | JQLite): HTMLElement {
  const rows = conditions(root);
  return rows[rows.length - 1];
}
