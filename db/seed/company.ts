import type { CompanyDetails } from "#app/modules/site/company-details.ts";
import type { CompanyFigures } from "#app/modules/site/figures.ts";

/**
 * The company's contact details as first set up. The migration that created their table wrote the same into
 * every database; from then on staff change them in Edit Site Content. They also stand in, read-only, should the
 * row be missing (a database emptied by hand).
 */
export const seedCompanyDetails: CompanyDetails = {
  phones: { general: "+91 22 4000 1234", schools: "+91 22 4000 5678" },
  emails: {
    general: "hello@skillsprouts.in",
    partners: "partners@skillsprouts.in",
    careers: "careers@skillsprouts.in",
  },
  address: {
    street: "",
    locality: "Mira Road",
    city: "Mumbai",
    region: "Maharashtra",
    postalCode: "",
    country: "India",
  },
  officeHours: [
    { days: "Monday – Friday", hours: "9:00 AM – 6:00 PM" },
    { days: "Saturday", hours: "10:00 AM – 2:00 PM" },
    { days: "Sunday", hours: "Closed" },
  ],
  map: { latitude: 19.2813, longitude: 72.8557, note: "The marker shows Mira Road approximately, not our exact door." },
  socials: {
    facebook: "https://www.facebook.com/skillsprouts",
    twitter: "https://twitter.com/skillsprouts",
    instagram: "https://www.instagram.com/skillsprouts",
    linkedin: "https://www.linkedin.com/company/skillsprouts",
    youtube: "https://www.youtube.com/@skillsprouts",
  },
};

/** The headline figures as first set up (the stats rows); they too stand in should a row be missing. */
export const seedFigures: CompanyFigures = { schools: "200+", teachers: "20,000+", students: "100,000+", years: "17+" };
