/** Valid request bodies shared by the function tests. */

/** The fields a visitor fills in on a partner page (the others get their defaults). */
export const partnershipVisible = {
  company: 'Northwind Capital',
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@northwind.ca',
  phone: '416-555-0199',
  partnershipType: 'lender',
  partnershipGoals: 'Add our term loans to the marketplace.',
};

/** Pre-qualification answers: $750,000 with collateral in Texas. */
export const prequalAnswers = {
  country: 'US',
  region: 'TX',
  timeInBusiness: '2y-plus',
  monthlyRevenue: '50k-250k',
  amount: 750_000,
  purpose: 'working-capital',
  assets: ['collateral', 'card-sales'],
};

/** "Email me my results" with consent. */
export const prequalRequest = {
  name: 'Dana Reyes',
  email: 'dana@reyes-supply.com',
  consent: true,
  answers: prequalAnswers,
};
