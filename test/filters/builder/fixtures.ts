// Form metadata shaped as the API gives it: GET /forms/:id?related=fields answers the form with
// its workspace and its fields ({ id, label, type, settings: { properties } }) in the envelope.

export function envelope(data: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { status: 200, code: 2000, ...(Array.isArray(data) ? { totalCount: data.length, limit: 100, offset: 0 } : {}), ...extra, data };
}

export function failureEnvelope(status: number, userMessage: string): Record<string, unknown> {
  return { status, code: status * 10, userMessage, developerMessage: `developer detail ${status}` };
}

/** Every field type of the spec, one field each (ids 101…), on form 10 of workspace 7. */
export const EMPLOYEES = {
  id: 10,
  name: 'Employees',
  workspace: { id: 7 },
  fields: [
    { id: 101, label: 'Name', type: 'text-input', settings: { properties: {} } },
    { id: 102, label: 'Notes', type: 'text-area', settings: { properties: {} } },
    { id: 103, label: 'Code', type: 'text', settings: { properties: {} } },
    { id: 104, label: 'Secret', type: 'hidden-field', settings: { properties: {} } },
    { id: 105, label: 'Resume', type: 'file-upload', settings: { properties: {} } },
    { id: 106, label: 'Salary', type: 'numeric', settings: { properties: {} } },
    { id: 107, label: 'Bonus', type: 'calculated-field', settings: { properties: {} } },
    { id: 108, label: 'Total hours', type: 'summary', settings: { properties: {} } },
    { id: 109, label: 'Projects', type: 'link-counter', settings: { properties: {} } },
    { id: 110, label: 'Year joined', type: 'year', settings: { properties: {} } },
    { id: 111, label: 'Start date', type: 'date-picker', settings: { properties: {} } },
    { id: 112, label: 'Department', type: 'dropdown', settings: { properties: { choices: { sales: 'Sales', eng: 'Engineering' } } } },
    { id: 113, label: 'Shift', type: 'radio', settings: { properties: { choices: { day: 'Day', night: 'Night' } } } },
    { id: 114, label: 'Skills', type: 'checkbox', settings: { properties: { choices: { js: 'JavaScript', py: 'Python' } } } },
    { id: 115, label: 'Country', type: 'country-select', settings: { properties: {} } },
    { id: 116, label: 'State', type: 'state-select', settings: { properties: {} } },
    { id: 117, label: 'Manager', type: 'member', settings: { properties: {} } },
    { id: 118, label: 'Company', type: 'linked', settings: { properties: { linkedForm: 20 } } },
    { id: 119, label: 'Section', type: 'heading', settings: { properties: {} } },
    { id: 120, label: 'Gap', type: 'spacer', settings: { properties: {} } },
    { id: 121, label: 'Page 2', type: 'page-break', settings: { properties: {} } },
    { id: 122, label: 'Blurb', type: 'html', settings: { properties: {} } }
  ]
};

/** The form Company links to; it links to itself (parent company), for nested subfilters. */
export const COMPANIES = {
  id: 20,
  name: 'Companies',
  workspace: { id: 7 },
  fields: [
    { id: 201, label: 'Company name', type: 'text-input', settings: { properties: {} } },
    { id: 202, label: 'Industry', type: 'dropdown', settings: { properties: { choices: { energy: 'Energy', retail: 'Retail' } } } },
    { id: 203, label: 'Parent company', type: 'linked', settings: { properties: { linkedForm: 20 } } }
  ]
};

export const MEMBERS = [
  { id: 1, user: { id: 501, displayName: 'Ada Lovelace', email: 'ada@example.com' }, role: { id: 1 } },
  { id: 2, user: { id: 502, displayName: 'Grace Hopper', email: 'grace@example.com' }, role: { id: 2 } }
];

export const FOLDERS = [{ id: 0, name: 'Uncategorized' }, { id: 3, name: 'Archive' }];
export const COUNTRIES = [{ id: 'US', country: 'United States' }, { id: 'CA', country: 'Canada' }];
export const STATES = [{ id: 'NY', state: 'New York' }, { id: 'CA', state: 'California' }];
