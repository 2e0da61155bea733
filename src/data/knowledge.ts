/**
 * What the chat assistant knows about the site besides the FAQ, the products and the blog: one passage per
 * topic of a page (how it works, who we help, partner programs, company, contact, legal, funding tools).
 * `answer` is the short reply given when the passage is the best match, `page` names the page it comes from,
 * `keywords` are other words visitors use for it and `questions` are questions visitors ask in their own words
 * (indexed with a boost). Facts here repeat the site's own copy; nothing here may promise rates, approvals or
 * speed.
 */
import {
  BUSINESSES_FUNDED,
  CAPITAL_REQUESTED,
  FOUNDED,
  FUNDED,
  LENDERS,
  REPLY_PROMISE,
  REPLY_WITHIN_HOURS,
  SUPPORT_HOURS_TEXT,
} from '~/data/facts';
import { siteConfig } from '~/config';
import { company } from '~/i18n/en/company';
import type { Passage } from '~/types';
import { foundersFor } from './company';
import { FREE_CONDITION_SHORT, FREE_FOR_BUSINESSES } from './disclosures';
import { lenders } from './lenders';
import type { Product } from './products';

/** A page or funding-tool passage; `tool` marks the interactive funding tools. */
type SitePassage = Omit<Passage, 'kind'> & { tool?: boolean };

/** Extra search words for the contact-page FAQ entries (src/data/faq.ts), by FAQ id. */
export const faqKeywords: Record<string, string> = {
  speed:
    'how fast quick quickly speed how long time days weeks get funded funding money approval decision timeline wait soon',
  cost: 'cost price pricing fee fees charge free pay commission expensive how much does it cost',
  'business-types':
    'eligible eligibility qualify who can apply industries business types startups startup new young just started early stage canada canadian united states us usa american which companies work with',
  data: 'safe secure security privacy private protect protection encryption confidential data information share sharing',
};

/** Visitor questions the contact-page FAQ entries answer, by FAQ id. */
export const faqQuestions: Record<string, string[]> = {
  speed: [
    'How long does it take to get the money?',
    'How soon can I get funded?',
    'Can I get money this week?',
    'How long until I hear back from a lender?',
  ],
  cost: [
    'Is Boundless AI free to use?',
    'Do you charge a fee?',
    'How do you make money?',
    'Are there any hidden fees?',
  ],
  'business-types': [
    'Can a startup with no revenue apply?',
    'Is my business eligible?',
    'Do you work with new businesses?',
    'Who can apply for funding?',
    'Do you fund small businesses?',
  ],
  data: [
    'Who will see my application?',
    'Who sees my documents and financial information?',
    'Do you sell my information?',
    'Is it safe to upload my bank statements?',
    'Is my data shared with anyone?',
  ],
};

/** Chat wording of FAQ answers whose page wording only fits their yes/no question, by FAQ id. */
export const faqChatAnswers: Record<string, string> = {
  cost: `Boundless AI: ${FREE_FOR_BUSINESSES}`,
};

// Search keywords also carry the British spellings visitors type; the site's own copy is en-US.
// cspell:ignore fulfil programme cancelling amortisation

/** Extra search words for the six products (src/data/products.ts), by product id. */
export const productKeywords: Record<Product['id'], string> = {
  'merchant-cash-advance':
    'mca merchant cash advance card sales future revenue fast quick urgent daily weekly remittance',
  'asset-based-lending':
    'abl asset based lending receivables inventory equipment collateral revolver revolving borrowing base',
  'term-loans': 'term loan loans fixed schedule monthly payments expansion equipment acquisition refinance years',
  'po-financing': 'po purchase order financing large order supplier fulfill fulfil contract customer order',
  'inventory-financing': 'inventory stock seasonal peak holiday products warehouse buy stock financing',
  'supply-chain-financing': 'supply chain financing reverse factoring suppliers payment terms early payment',
};

/** Visitor questions each product answers, by product id. */
export const productQuestions: Record<Product['id'], string[]> = {
  'merchant-cash-advance': [
    'What is a merchant cash advance?',
    'Can I get an advance on my credit card sales?',
    'I need cash fast for my shop',
    'How does an MCA work?',
  ],
  'asset-based-lending': [
    'Can I borrow against my receivables and inventory?',
    'What is asset-based lending?',
    'Can I use my equipment as collateral?',
  ],
  'term-loans': [
    'Do you offer term loans?',
    'What repayment terms do your term loans have?',
    'I need a loan to buy equipment or open a new location',
    'Can I refinance an expensive loan?',
    'Can I get a loan to buy a building or a warehouse?',
  ],
  'po-financing': [
    'I won a big order but cannot pay my supplier',
    'What is purchase order financing?',
    'How do I fund a large customer order?',
  ],
  'inventory-financing': [
    'I need to buy stock before the holidays',
    'How do I pay for inventory ahead of Black Friday?',
    'Can I finance inventory for my store?',
    'We need to stock up before our busy season',
  ],
  'supply-chain-financing': [
    'Can my suppliers be paid early?',
    'What is reverse factoring?',
    'How can I extend my payment terms with suppliers?',
  ],
};

const signupLabel = 'Create a free account';

export const sitePassages: SitePassage[] = [
  {
    id: 'how-it-works',
    url: '/how-it-works',
    title: 'How It Works',
    text: 'Four steps: Complete Your Profile, AI Analysis, Connect with Lenders, Secure Funding. One business profile and one guided application reach many lenders at once.',
    answer:
      'It takes four steps: complete one business profile, let our AI analyze it and match you with suitable lenders, connect with the lenders you choose, then compare offers and secure funding. Creating a profile is free.',
    keywords:
      'how does it work process steps apply application one profile matching marketplace get started what do you do',
    page: 'How It Works',
    questions: [
      'How does Boundless AI work?',
      'What is the process to get funding?',
      'What happens after I sign up?',
      'What do you actually do?',
      'Walk me through the steps',
    ],
  },
  {
    id: 'how-it-works-profile',
    url: '/how-it-works',
    title: 'How It Works',
    heading: 'Complete Your Profile',
    text: 'Your digital business profile keeps your business details and documents in one place: simplified document storage and submission, so you upload once and share with the lenders you choose.',
    answer:
      'You fill in one digital business profile and upload your documents once; they are stored in one place and shared only with the lenders you choose. What each lender asks for varies: bank statements and financial statements are common.',
    keywords:
      'documents paperwork upload bank statements financial statements tax returns what do i need to apply profile',
    page: 'How It Works',
    questions: [
      'What documents do I need to apply?',
      'What paperwork will lenders ask for?',
      'Do I need bank statements or tax returns?',
      'Do I have to fill in a separate application for each lender?',
    ],
  },
  {
    id: 'how-it-works-ai',
    url: '/how-it-works',
    title: 'How It Works',
    heading: 'AI Analysis',
    text: 'Our AI reviews your profile and shows custom-fit funding options in minutes, with insights on your funding readiness.',
    answer:
      'Once your profile is complete, our AI reviews it and shows the funding options that fit your business in minutes, together with insights on your funding readiness.',
    keywords: 'ai artificial intelligence matching match algorithm analysis readiness recommend options',
    page: 'How It Works',
    questions: [
      'How does the AI matching work?',
      'How do you pick which lenders fit me?',
      'What does the AI do with my profile?',
    ],
  },
  {
    id: 'how-it-works-lenders',
    url: '/how-it-works',
    title: 'How It Works',
    heading: 'Connect with Lenders',
    text: `Connect with matched lenders from a network of ${LENDERS} verified lenders and capital providers, including banks, credit unions and alternative lenders.`,
    answer: `You connect with the matched lenders you choose, from a network of ${LENDERS} verified lenders and capital providers. Your information goes only to the lenders you pick.`,
    keywords: 'lender network which lenders banks credit unions partners verified how many lenders marketplace',
    page: 'How It Works',
    questions: [
      'How many lenders are on your platform?',
      'Which lenders do you work with?',
      'Do you work with banks or only alternative lenders?',
      'How big is your lender network?',
    ],
  },
  {
    id: 'how-it-works-funding',
    url: '/how-it-works',
    title: 'How It Works',
    heading: 'Secure Funding',
    text: 'Compare offers side by side and accept the one that fits, with direct support from our team from start to submit.',
    answer:
      'You compare the offers you receive side by side and accept the one that fits, with direct support from our team from start to submit. Each lender makes its own decision and sets its own terms.',
    keywords: 'offers compare accept choose decision terms support',
    page: 'How It Works',
    questions: [
      'Can I compare offers from different lenders?',
      'Do I have to accept an offer?',
      'Who decides whether I get the loan?',
    ],
  },
  {
    id: 'need-funding',
    url: '/how-it-works',
    title: 'How It Works',
    text: `Looking for capital? One free business profile reaches ${LENDERS} verified lenders; our AI matches you with the financing options that fit.`,
    answer: `We can help you find it. [Create one free business profile](${siteConfig.signupUrl}) and our AI matches you with suitable lenders from our network of ${LENDERS}, across six kinds of financing from merchant cash advances to term loans. You then compare offers and choose.`,
    keywords:
      'need money loan funding capital cash finance financing borrow looking for capital get funded business loan working capital want',
    page: 'How It Works',
    questions: [
      'I need money for my business',
      'Can you help me get a business loan?',
      'We need working capital',
      'Looking for financing for my company',
    ],
  },
  {
    id: 'get-started',
    url: siteConfig.signupUrl,
    title: signupLabel,
    text: 'Create your free account and start your business profile in the Boundless AI app. Sign up, register and apply online.',
    answer: `You can start right away: [create your free account](${siteConfig.signupUrl}) and begin your business profile in our app. It is free for businesses; ${FREE_CONDITION_SHORT.charAt(0).toLowerCase()}${FREE_CONDITION_SHORT.slice(1)}`,
    keywords:
      'sign up signup register account apply application apply for financing apply for funding apply for a loan start begin create get started join onboard',
    page: 'sign-up',
    questions: ['How do I apply?', 'How do I sign up?', 'Where do I create an account?', 'How do I get started?'],
  },
  {
    id: 'sign-in',
    url: siteConfig.loginUrl,
    title: 'Sign in',
    text: 'Existing customers sign in to the Boundless AI app to continue their application and see their offers.',
    answer:
      'If you already have an account, sign in to the Boundless AI app to continue your application and see your offers.',
    keywords: 'sign in login log in existing account password continue my application status dashboard',
    page: 'sign-in',
    questions: ['How do I log in?', 'Where can I check my application status?', 'I forgot where to sign in'],
  },
  {
    id: 'funding-amounts',
    url: '/financial-products',
    title: 'Financial Products',
    text: 'Funding from $3,000 to $300 million across six products: merchant cash advance up to $500K, asset-based lending, term loans of 1-7 years, PO financing up to $10M, inventory financing and supply chain financing.',
    answer:
      'Lenders on our marketplace fund from $3,000 up to $300 million, depending on the product and the lender: for example, merchant cash advances go up to $500K and PO financing up to $10M. What you can get is decided by each lender.',
    keywords:
      'how much amount maximum minimum biggest largest smallest range borrow size large small million millions limit cap',
    page: 'Financial Products',
    questions: [
      'How much can I borrow?',
      'What is the maximum loan amount?',
      'What is the smallest amount you fund?',
      'Can I borrow a few million dollars for an expansion?',
      'Can you fund a large amount like 10 million?',
    ],
  },
  {
    id: 'products-overview',
    url: '/financial-products',
    title: 'Financial Products',
    text: 'Six capital solutions: Merchant Cash Advance, Asset-Based Lending, Term Loans, PO Financing, Inventory Financing and Supply Chain Financing.',
    answer:
      'Through our lenders you can compare six kinds of financing: merchant cash advances, asset-based lending, term loans, PO financing, inventory financing and supply chain financing.',
    keywords: 'products options types kinds loans financing offer capital solutions what do you offer which',
    page: 'Financial Products',
    questions: [
      'What types of financing do you offer?',
      'What loan products are available?',
      'What are my options?',
      'Which kinds of funding can I compare?',
    ],
  },
  {
    id: 'who-we-help',
    url: '/who-we-help',
    title: 'Who We Help',
    text: 'Industries: Ecommerce, SaaS, Retail, Professional Services, Manufacturing, Transportation and other industries such as construction.',
    answer:
      'We help small and mid-size businesses across e-commerce, SaaS, retail, professional services, manufacturing, transportation and other industries such as construction, in Canada and the United States.',
    keywords:
      'industries industry sector ecommerce online store saas software retail shop professional services manufacturing manufacturer transportation trucking logistics construction restaurant',
    page: 'Who We Help',
    questions: [
      'What industries do you work with?',
      'Do you work with restaurants?',
      'Do you fund construction companies?',
      'Do you help trucking companies?',
      'Do you fund ecommerce brands?',
    ],
  },
  {
    id: 'lender-names',
    url: '/',
    title: 'Home',
    page: 'home',
    heading: 'Trusted lender network',
    text: `Our network of ${LENDERS} verified lenders includes ${lenders.map((l) => l.name).join(', ')}.`,
    answer: `Our network of ${LENDERS} verified lenders and capital providers includes ${lenders.map((l) => l.name).join(', ')}; the home page shows them. Which lenders see your profile is up to you.`,
    keywords: `lender names which lenders partners banks funders network ${lenders.map((l) => l.name).join(' ')}`,
    questions: [
      'Which lenders are on your platform?',
      'Is OnDeck one of your lenders?',
      'Who are your lending partners?',
    ],
  },
  {
    id: 'success-stories',
    url: '/who-we-help',
    title: 'Who We Help',
    heading: 'Success stories',
    text: 'Success stories from the last 12 months (as of mid-2025): a $5M term loan, a $1M tranched term loan, $1.5M invoice factoring, a $3.2M SBA loan, $700K venture debt and a $1.6M asset-based revolver.',
    answer:
      'In the last 12 months businesses on our marketplace closed, for example, a $5M term loan, $1.5M of invoice factoring, a $3.2M SBA loan and a $1.6M asset-based revolver. Every case is different.',
    keywords:
      'success stories examples case studies clients customers results funded helped businesses deals testimonials reviews',
    page: 'Who We Help',
    questions: [
      'Do you have any success stories?',
      'Who have you funded?',
      'Can you show me examples of deals?',
      'Do you have reviews or testimonials?',
    ],
  },
  {
    id: 'about',
    url: '/about-us',
    title: 'Who We Are',
    text: `Boundless AI is a funding marketplace founded in ${FOUNDED.city} in ${FOUNDED.year}. ${CAPITAL_REQUESTED} in capital requests and ${FUNDED} businesses funded. Mission, values, story and founders.`,
    answer: `Boundless AI is a funding marketplace founded in ${FOUNDED.city} in ${FOUNDED.year}. One business profile connects small and mid-size businesses in Canada and the United States with ${LENDERS} verified lenders; more than ${BUSINESSES_FUNDED.toLocaleString('en-US')} businesses have been funded.`,
    keywords:
      'about company who are you team founders founded history story mission values toronto legit legitimate trust',
    page: 'Who We Are',
    questions: [
      'What is Boundless AI?',
      'Who is behind Boundless AI?',
      'When was the company founded?',
      'Is Boundless AI legit?',
      'Is this a scam?',
    ],
  },
  {
    id: 'founders',
    url: '/about-us',
    title: 'Who We Are',
    heading: company.about.founders.eyebrow,
    text: foundersFor(company.about)
      .map((f) => `${f.name}, ${f.role}. ${f.bio}`)
      .join(' '),
    answer: `Boundless AI was founded in ${FOUNDED.city} in ${FOUNDED.year} by ${new Intl.ListFormat('en-US').format(
      foundersFor(company.about).map((f) => `${f.name} (${f.role})`),
    )}.`,
    keywords:
      'founders ceo cto president chief executive leadership management owners owner boss executives team who runs',
    page: 'Who We Are',
    questions: ['Who is the CEO of Boundless AI?', 'Who are the founders?', 'Who runs the company?'],
  },
  {
    id: 'contact',
    url: '/contact-us',
    title: 'Contact Us',
    text: `E-mail ${siteConfig.supportEmail}: ${REPLY_PROMISE.toLowerCase()} Business hours ${SUPPORT_HOURS_TEXT}. Book a call with our team. Office in ${siteConfig.address.city}, ${siteConfig.address.country}.`,
    answer: `You can e-mail ${siteConfig.supportEmail} (we reply within ${REPLY_WITHIN_HOURS} hours on business days), book a call with our team, or send a message from the Contact Us page. Our business hours are ${SUPPORT_HOURS_TEXT}.`,
    keywords: 'contact email phone call reach support help hours open message write',
    page: 'Contact Us',
    questions: [
      'How do I contact you?',
      'What is your email address?',
      'What are your business hours?',
      'Can I send you a message?',
    ],
  },
  {
    id: 'location',
    url: '/about-us',
    title: 'Who We Are',
    text: `Our office is at ${siteConfig.address.street}, ${siteConfig.address.city}, ${siteConfig.address.region} ${siteConfig.address.postalCode}, ${siteConfig.address.country}. We serve businesses across Canada and the United States.`,
    answer: `We are based in ${siteConfig.address.city}, ${siteConfig.address.country} (${siteConfig.address.street}), and we work with businesses across Canada and the United States. Everything happens online, so you can apply from anywhere in both countries.`,
    keywords: 'where located location address office headquarters based city toronto ontario visit country countries',
    page: 'Who We Are',
    questions: [
      'Where are you located?',
      'Do you serve Quebec, BC or Alberta?',
      'Do you serve all Canadian provinces?',
      'Do you work with US companies?',
      'Which countries do you cover?',
      'Can I apply from the United States?',
    ],
  },
  {
    id: 'approval',
    url: '/how-it-works',
    title: 'How It Works',
    text: 'Approval decisions, rates and terms are set by each lender after it reviews your profile.',
    answer:
      'We can’t promise an approval or quote a rate: each lender reviews your profile and makes its own decision and offer. A complete profile, shared with several matched lenders at once, gives you the clearest view of your options.',
    keywords:
      'approval approved guarantee guaranteed chance chances odds likely qualify declined rejected denied rate rates interest apr terms offer decision',
    page: 'How It Works',
    questions: [
      'Will I be approved?',
      'What interest rate will I get?',
      'Can you guarantee funding?',
      'Who makes the approval decision?',
    ],
  },
  {
    id: 'credit',
    url: '/financial-products',
    title: 'Financial Products',
    text: 'Lenders look at revenue, cash flow, time in business, collateral and credit history. Some products weigh sales or your customers’ credit more heavily than your own credit score.',
    answer:
      'Lenders look at more than a credit score: revenue, cash flow, time in business and collateral count too. Some products lean on other strengths, for example merchant cash advances on your sales and PO financing on your customer’s credit. Each lender decides, and your profile shows which options fit.',
    keywords:
      'credit score bad credit poor credit low credit history fico rating no credit rebuild declined turned down rejected bank said no tax lien bankruptcy past problems',
    page: 'Financial Products',
    questions: [
      'Can I get funding with bad credit?',
      'What credit score do I need?',
      'My personal credit is low, can I still qualify?',
      'Do lenders only look at my credit score?',
    ],
  },
  {
    id: 'partners',
    url: '/partners',
    title: 'Partner With Us',
    text: 'Three partner programs: lenders, referral partners and API partners. Partners see a 23% decrease in sales cycle and a 64% increase in completed applications.',
    answer:
      'We have three partner programs: lenders who join our network, referral partners who refer clients, and API partners who embed financing in their product. The Partner With Us page compares them and has a form to reach our partnerships team.',
    keywords:
      'partner partners partnership partnerships opportunity opportunities programme program collaborate work together become a partner affiliate',
    page: 'Partner With Us',
    questions: ['How can I partner with you?', 'What partnership programs do you have?', 'Can we work together?'],
  },
  {
    id: 'lenders',
    url: '/lenders',
    title: 'Lenders',
    text: 'Supercharge Your Lending Potential. Access vetted businesses, gain and retain clients, simplify your process, modernize your diligence. AI-powered matching, qualified deal flow, risk mitigation. Join our network.',
    answer:
      'Lenders can join our network to meet vetted, application-ready businesses matched by AI: qualified deal flow, simpler processes and better diligence. The Lenders page has a form to join.',
    keywords:
      'lender lending partner join network capital provider deal flow i am a lender funder investors originations',
    page: 'Lenders',
    questions: [
      'I am a lender, how do I join?',
      'How do lenders join your network?',
      'We are a funder looking for deal flow',
      'Can my credit union join your marketplace?',
    ],
  },
  {
    id: 'referral-partners',
    url: '/referral-partners',
    title: 'Referral Partners',
    text: 'Elevate your network. Easy referral process, real-time tracking and competitive commissions for accounting firms, CFOs, lenders, software companies, logistics consultants and marketing agencies.',
    answer:
      'Accounting firms, CFOs, software companies, consultants and agencies can refer clients to us, track every referral in real time and earn competitive commissions. The Referral Partners page has a form to book a meeting.',
    keywords:
      'referral refer clients commission accountant accounting firm cfo advisor consultant agency affiliate earn',
    page: 'Referral Partners',
    questions: [
      'Do you pay referral commissions?',
      'I am an accountant, can I refer my clients?',
      'How does your referral program work?',
      'Can I earn money by sending you clients?',
    ],
  },
  {
    id: 'apis',
    url: '/apis',
    title: 'APIs',
    text: 'Integrate with Boundless AI: partnership setup, API integration, launch and optimize. RESTful API, real-time processing, enterprise security.',
    answer:
      'Our API lets platforms embed financing in their own product: a RESTful API with real-time processing and enterprise security, set up in three steps (partnership setup, API integration, launch and optimize). The APIs page has a form to book a meeting.',
    keywords:
      'api apis integration integrate embed embedded developer platform rest restful software partner technical offer financing to our users customers inside our product',
    page: 'APIs',
    questions: [
      'Do you have an API?',
      'Can we embed financing in our software?',
      'How do I integrate with Boundless AI?',
      'Do you offer embedded lending for platforms?',
    ],
  },
  {
    id: 'blog',
    url: '/blog',
    title: 'Blog',
    text: 'Guides, case studies, press releases and market insights about business financing.',
    answer:
      'Our blog has plain-language guides, case studies, press releases and market insights on business financing.',
    keywords: 'blog articles guides read learn resources news press releases insights education',
    page: 'Blog',
    questions: ['Do you have articles or guides?', 'Where can I read about business financing?', 'Do you have a blog?'],
  },
  {
    id: 'privacy-policy',
    url: '/privacy-terms',
    title: 'Privacy Policy',
    text: 'How we collect, use, disclose, retain and correct personal information, and how to contact our privacy officer.',
    answer: `Our Privacy Policy explains what personal information we collect, how we use and share it, how long we keep it and how to access or correct it. You can also write to ${siteConfig.privacyEmail}.`,
    keywords: 'privacy policy personal information delete my data gdpr access correction retention cookies',
    page: 'Privacy Policy',
    questions: [
      'How do I delete my data?',
      'What personal information do you collect?',
      'Where is your privacy policy?',
    ],
  },
  {
    id: 'terms',
    url: '/terms-of-service',
    title: 'Terms of Service',
    text: 'Terms and conditions: commercial use only, account, using the service, fees, intellectual property, disputes, liability, governing law Ontario.',
    answer:
      'Our Terms of Service cover using the platform: it is for commercial use only, you act for your business, and fees may include a commission or referral fee. Please read the full terms for details.',
    keywords: 'terms conditions legal agreement contract rules liability',
    page: 'Terms of Service',
    questions: ['Where are your terms and conditions?', 'What are the terms of using the site?'],
  },
  {
    id: 'not-a-lender',
    url: '/terms-of-service',
    title: 'Terms of Service',
    heading: 'Lending connection overview',
    text: 'Boundless AI is a marketplace. We are not a lender, a bank or a financial adviser, and we do not make credit decisions. Each lender makes its own decision and sets its own terms, and any loan agreement is between your business and that lender.',
    answer:
      'Boundless AI is a marketplace. We are not a lender, a bank or a financial adviser, and we do not make credit decisions: each lender makes its own decision and sets its own terms, and any loan agreement is between your business and that lender.',
    keywords: 'lender bank broker direct lender lend money own money credit decisions marketplace adviser who funds',
    page: 'Terms of Service',
    questions: [
      'Are you a lender or a broker?',
      'Do you lend the money yourselves?',
      'Is Boundless AI a bank?',
      'Who actually gives me the money?',
    ],
  },
  {
    id: 'withdraw',
    url: '/terms-of-service',
    title: 'Terms of Service',
    heading: 'Canceling',
    text: 'You may withdraw a request at any time before you accept an offer by contacting us or using the tools in your account. Withdrawing stops us from sending your application to further lenders, but it cannot recall information a lender has already received.',
    answer:
      'You may withdraw a request at any time before you accept an offer, by contacting us or using the tools in your account. Withdrawing stops us from sending your application to further lenders, but it cannot recall information a lender has already received.',
    keywords: 'cancel cancelling withdraw withdrawal pull out back out stop application change my mind close account',
    page: 'Terms of Service',
    questions: [
      'Can I cancel my application?',
      'What if I change my mind after applying?',
      'How do I withdraw my request?',
    ],
  },
  {
    id: 'tool-prequalify',
    tool: true,
    url: '/prequalify',
    title: 'Pre-qualify in 60 seconds',
    text: 'A 60-second pre-qualification with no credit check: answer a few questions about your business (where it operates, how long it has been running, its monthly revenue, the amount and what it is for) and see which of our six financing products fit. Pre-qualifying is not an approval; each lender makes its own decision.',
    answer:
      'Our 60-second pre-qualification has no credit check: answer a few questions about your business and see which of our six financing products fit. It is not an approval; each lender makes its own decision.',
    keywords:
      'prequalify pre-qualify prequalification pre-qualification qualify eligible eligibility check options credit check soft pull hard pull inquiry credit score affect hurt impact 60 seconds quiz which product fits time in business months old young monthly revenue sales per month enough',
    page: 'Pre-qualify',
    questions: [
      'Will checking my options hurt my credit score?',
      'Do you run a credit check?',
      'Is it a soft or hard credit pull?',
      'How do I know which financing fits my business?',
      'Can I see if I qualify without applying?',
    ],
  },
  {
    id: 'tool-term-loan-calculator',
    tool: true,
    url: '/calculators/term-loan',
    title: 'Term Loan Calculator',
    text: 'A loan payment calculator: enter an amount, an interest rate and a term to estimate the monthly payment, the total interest and the amortization schedule. The results are estimates; each lender sets its own rate and terms.',
    answer:
      'Our Term Loan Calculator estimates the monthly payment, the total interest and the amortization schedule from the amount, rate and term you enter. The results are estimates: each lender sets its own rate and terms.',
    keywords:
      'calculator calculate loan payment monthly payment total interest amortization amortisation schedule estimate how much will i pay per month payments term loan',
    page: 'Term Loan Calculator',
    questions: [
      'What would my monthly payment be on a loan?',
      'How much interest will I pay in total?',
      'Do you have a loan calculator?',
      'Can I see an amortization schedule?',
    ],
  },
  {
    id: 'tool-mca-calculator',
    tool: true,
    url: '/calculators/merchant-cash-advance',
    title: 'Merchant Cash Advance Cost Calculator',
    text: 'A merchant cash advance cost calculator: enter the advance, the factor rate and the holdback to see the payback amount, how long repayment may take and an approximate APR.',
    answer:
      'Our Merchant Cash Advance Cost Calculator shows what an advance really costs: enter the advance, the factor rate and the holdback to see the payback amount, how long repayment may take and an approximate APR.',
    keywords:
      'mca merchant cash advance calculator factor rate holdback payback apr true cost compare cost of an advance estimate',
    page: 'Merchant Cash Advance Cost Calculator',
    questions: [
      'How do I convert a factor rate to an APR?',
      'What does an MCA really cost?',
      'How much will I pay back on a cash advance?',
      'What is a holdback?',
    ],
  },
  {
    id: 'assistant',
    url: '/contact-us',
    title: 'Contact Us',
    text: 'This chat is an automated assistant that answers from the Boundless AI website.',
    answer:
      'I am an automated assistant: I answer from the Boundless AI website and point you to the right pages. A person from our team can take over this conversation: choose “Talk to a person” below the conversation. During business hours they usually reply here within minutes; otherwise from the next business morning, here or by e-mail.',
    keywords:
      'bot robot chatbot assistant automated real person are you human who am i talking to monitored reading answer me live agent staff someone there',
    page: 'Contact Us',
    questions: [
      'Are you a bot?',
      'Am I talking to a real person?',
      'Is a person reading this chat?',
      'Is anyone going to answer me?',
    ],
  },
];
