import type { Role } from '../db/schema';

/** The demo accounts; their passwords are public by design (README "Demo logins"). */
export interface DemoUser {
  username: string;
  email: string;
  role: Exclude<Role, 'ADMIN'>;
  password: string;
  /** Shipping address used on the buyer's demo orders. */
  fullName: string;
  street: string;
  city: string;
  stateZipCountry: string;
}

function user(username: string, role: DemoUser['role'], fullName: string, street: string, city: string, stateZipCountry: string): DemoUser {
  return { username, email: `${username}@example.com`, role, password: `${username}pass`, fullName, street, city, stateZipCountry };
}

export const DEMO_USERS: DemoUser[] = [
  user('seller1', 'SELLER', 'Northwind Gadgets & Books', '12 Harbour Road', 'Bristol', 'BS1 5TY United Kingdom'),
  user('seller2', 'SELLER', 'Oak & Linen Home', '48 Market Street', 'Leeds', 'LS1 6DT United Kingdom'),
  user('seller3', 'SELLER', 'Trailhead Outdoor & Play', '7 Mill Lane', 'Keswick', 'CA12 5DQ United Kingdom'),
  user('buyer1', 'BUYER', 'Alex Morgan', '221 Elm Street, Apt 4B', 'Springfield', 'IL 62704 USA'),
  user('buyer2', 'BUYER', 'Priya Nair', '18 Orchard Road #09-03', 'Singapore', '238841 Singapore'),
  user('buyer3', 'BUYER', 'Sam Lee', '5 Queen Street', 'Auckland', '1010 New Zealand'),
  user('buyer4', 'BUYER', 'Maria Garcia', 'Calle Mayor 23, 2º', 'Madrid', '28013 Spain'),
  user('buyer5', 'BUYER', 'Tom Becker', 'Lindenstraße 9', 'Hamburg', '20095 Germany'),
  user('buyer6', 'BUYER', 'Aisha Rahman', '77 King Street West', 'Toronto', 'ON M5K 1A2 Canada'),
];

/** The local default of ADMIN_PASSWORD (documented in the README); any other value is never printed. */
export const DOCUMENTED_ADMIN_PASSWORD = 'admin12345';

/** One line per login for the start-up log: role, username, password. */
export function demoLoginLines(adminUsername: string, adminPassword: string, present: Set<string>): string[] {
  const admin = adminPassword === DOCUMENTED_ADMIN_PASSWORD ? adminPassword : '(the ADMIN_PASSWORD you set)';
  const lines = [`ADMIN   ${adminUsername} / ${admin}`];
  for (const demo of DEMO_USERS) {
    if (present.has(demo.username)) lines.push(`${demo.role.padEnd(7)} ${demo.username} / ${demo.password}`);
  }
  return lines;
}
