/**
 * The pre-qualification's option labels in English, by value. The flow reads them through
 * `tools.prequal.options` (the French ones fill the same keys); the staff app reads them here, so it does not
 * load the rest of the flow's words.
 */
import { ABL_COLLATERAL } from '~/data/chat-answers';
import type { Asset, CreditBand, MonthlyRevenue, Purpose, TimeInBusiness } from '~/data/prequal-options';
import { formatWholeMoney } from '../money';

export const prequalOptions: {
  time: Record<TimeInBusiness, string>;
  revenue: Record<MonthlyRevenue, string>;
  purpose: Record<Purpose, string>;
  assets: Record<Asset, string>;
  credit: Record<CreditBand, string>;
} = {
  time: {
    'under-6m': 'Less than 6 months',
    '6-12m': '6 to 12 months',
    '1-2y': '1 to 2 years',
    '2y-plus': '2 years or more',
  },
  revenue: {
    none: 'No revenue yet',
    'under-10k': 'Under $10,000',
    '10k-50k': '$10,000 to $50,000',
    '50k-250k': '$50,000 to $250,000',
    '250k-plus': '$250,000 or more',
  },
  purpose: {
    'working-capital': 'Working capital or a cash-flow gap',
    inventory: 'Stock up on inventory',
    'large-order': 'Fill a large customer order',
    'pay-suppliers': 'Pay suppliers early while keeping my own terms',
    growth: 'Growth: equipment, a new location or an acquisition',
    refinance: 'Refinance costlier debt',
  },
  assets: {
    'card-sales': 'Card or online sales coming in every day or week',
    'purchase-orders': 'Confirmed purchase orders from customers',
    products: 'Physical products or stock that we sell',
    collateral: `About ${formatWholeMoney(ABL_COLLATERAL)} or more in receivables, inventory and equipment`,
  },
  credit: {
    excellent: 'Excellent (720 or higher)',
    good: 'Good (660 to 719)',
    fair: 'Fair (600 to 659)',
    low: 'Below 600',
  },
};
