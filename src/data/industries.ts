/** The industries we fund (/who-we-help and its industry cards): six named industries plus 'Other Industries'. */
import type { IndustryIconName } from '~/types';

export type Industry = {
  id: string;
  title: string;
  icon: IndustryIconName;
  /** One line on why lenders like this kind of business. */
  summary: string;
  items: string[];
};

export const industries: Industry[] = [
  {
    id: 'ecommerce',
    title: 'Ecommerce',
    icon: 'cart',
    summary: 'Capital that keeps pace with your sales channels.',
    items: [
      'Inventory for peak season',
      'Marketing and ad spend',
      'Marketplace payout gaps',
      'Revenue-based financing',
    ],
  },
  {
    id: 'saas',
    title: 'SaaS',
    icon: 'code',
    summary: 'Lenders who underwrite recurring revenue, not hard assets.',
    items: ['Recurring-revenue lines of credit', 'Venture debt', 'Runway without new dilution', 'Growth hiring'],
  },
  {
    id: 'retail',
    title: 'Retail',
    icon: 'store',
    summary: 'Funding for stores, stock and the seasons in between.',
    items: ['Seasonal inventory', 'New locations and fit-outs', 'Point-of-sale equipment', 'Merchant cash advances'],
  },
  {
    id: 'professional-services',
    title: 'Professional Services',
    icon: 'briefcase',
    summary: 'Working capital for firms that bill after the work is done.',
    items: ['Invoice factoring', 'Partner buy-ins', 'Office expansion', 'Technology upgrades'],
  },
  {
    id: 'manufacturing',
    title: 'Manufacturing',
    icon: 'factory',
    summary: 'Finance the machines, materials and orders that drive output.',
    items: ['Equipment financing', 'Purchase-order financing', 'Asset-based revolvers', 'Raw materials'],
  },
  {
    id: 'transportation',
    title: 'Transportation',
    icon: 'truck',
    summary: 'Keep fleets moving while customers take time to pay.',
    items: ['Freight factoring', 'Fleet and truck loans', 'Fuel and maintenance costs', 'Route expansion'],
  },
  {
    id: 'other',
    title: 'Other Industries',
    icon: 'grid',
    summary: 'If you run a business in Canada or the US, we can likely help.',
    items: ['Construction', 'Healthcare and clinics', 'Hospitality and food service', 'Wholesale and distribution'],
  },
];
