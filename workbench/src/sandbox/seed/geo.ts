/** Countries (ISO 3166-1 alpha-2) and states (US states and DC, Canadian provinces and territories). */

export const COUNTRIES: ReadonlyArray<[string, string]> = [
  ['AR', 'Argentina'], ['AU', 'Australia'], ['AT', 'Austria'], ['BE', 'Belgium'], ['BR', 'Brazil'],
  ['CA', 'Canada'], ['CL', 'Chile'], ['CN', 'China'], ['DK', 'Denmark'], ['EG', 'Egypt'],
  ['FI', 'Finland'], ['FR', 'France'], ['DE', 'Germany'], ['GH', 'Ghana'], ['IN', 'India'],
  ['IE', 'Ireland'], ['IT', 'Italy'], ['JP', 'Japan'], ['KE', 'Kenya'], ['MX', 'Mexico'],
  ['NL', 'Netherlands'], ['NZ', 'New Zealand'], ['NG', 'Nigeria'], ['NO', 'Norway'], ['PL', 'Poland'],
  ['PT', 'Portugal'], ['KR', 'South Korea'], ['ES', 'Spain'], ['SE', 'Sweden'], ['CH', 'Switzerland'],
  ['GB', 'United Kingdom'], ['US', 'United States'], ['ZA', 'South Africa']
];

export const STATES: ReadonlyArray<[string, string, string]> = [
  ['US', 'AL', 'Alabama'], ['US', 'AK', 'Alaska'], ['US', 'AZ', 'Arizona'], ['US', 'AR', 'Arkansas'],
  ['US', 'CA', 'California'], ['US', 'CO', 'Colorado'], ['US', 'CT', 'Connecticut'], ['US', 'DE', 'Delaware'],
  ['US', 'DC', 'District of Columbia'], ['US', 'FL', 'Florida'], ['US', 'GA', 'Georgia'], ['US', 'HI', 'Hawaii'],
  ['US', 'ID', 'Idaho'], ['US', 'IL', 'Illinois'], ['US', 'IN', 'Indiana'], ['US', 'IA', 'Iowa'],
  ['US', 'KS', 'Kansas'], ['US', 'KY', 'Kentucky'], ['US', 'LA', 'Louisiana'], ['US', 'ME', 'Maine'],
  ['US', 'MD', 'Maryland'], ['US', 'MA', 'Massachusetts'], ['US', 'MI', 'Michigan'], ['US', 'MN', 'Minnesota'],
  ['US', 'MS', 'Mississippi'], ['US', 'MO', 'Missouri'], ['US', 'MT', 'Montana'], ['US', 'NE', 'Nebraska'],
  ['US', 'NV', 'Nevada'], ['US', 'NH', 'New Hampshire'], ['US', 'NJ', 'New Jersey'], ['US', 'NM', 'New Mexico'],
  ['US', 'NY', 'New York'], ['US', 'NC', 'North Carolina'], ['US', 'ND', 'North Dakota'], ['US', 'OH', 'Ohio'],
  ['US', 'OK', 'Oklahoma'], ['US', 'OR', 'Oregon'], ['US', 'PA', 'Pennsylvania'], ['US', 'RI', 'Rhode Island'],
  ['US', 'SC', 'South Carolina'], ['US', 'SD', 'South Dakota'], ['US', 'TN', 'Tennessee'], ['US', 'TX', 'Texas'],
  ['US', 'UT', 'Utah'], ['US', 'VT', 'Vermont'], ['US', 'VA', 'Virginia'], ['US', 'WA', 'Washington'],
  ['US', 'WV', 'West Virginia'], ['US', 'WI', 'Wisconsin'], ['US', 'WY', 'Wyoming'],
  ['CA', 'AB', 'Alberta'], ['CA', 'BC', 'British Columbia'], ['CA', 'MB', 'Manitoba'], ['CA', 'NB', 'New Brunswick'],
  ['CA', 'NL', 'Newfoundland and Labrador'], ['CA', 'NS', 'Nova Scotia'], ['CA', 'NT', 'Northwest Territories'],
  ['CA', 'NU', 'Nunavut'], ['CA', 'ON', 'Ontario'], ['CA', 'PE', 'Prince Edward Island'], ['CA', 'QC', 'Quebec'],
  ['CA', 'SK', 'Saskatchewan'], ['CA', 'YT', 'Yukon']
];
