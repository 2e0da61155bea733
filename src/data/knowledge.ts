/**
 * What the chat assistant knows about the site besides the FAQ, the products and the blog: one passage per
 * topic of a page (how it works, who we help, partner programmes, company, contact, legal). `answer` is the
 * short reply given when the passage is the best match; `keywords` are other words visitors use for it.
 * Facts here repeat the site's own copy; nothing here may promise rates, approvals or speed.
 */
import { siteConfig } from '../config';
import type { Passage } from '../lib/search';
import type { Product } from './products';

type SitePassage = Omit<Passage, 'kind'>;

/** Extra search words for the contact-page FAQ entries (src/data/faq.ts), by FAQ id. */
export const faqKeywords: Record<string, string> = {
  speed: 'how fast quick quickly speed how long time days weeks get funded funding money approval decision timeline wait soon',
  cost: 'cost price pricing fee fees charge free pay commission expensive how much does it cost',
  'business-types': 'eligible eligibility qualify who can apply industries business types startups canada canadian united states us usa american which companies work with',
  data: 'safe secure security privacy private protect protection encryption confidential data information share sharing',
};

/** Chat wording of FAQ answers whose page wording only fits their yes/no question, by FAQ id. */
export const faqChatAnswers: Record<string, string> = {
  cost: 'Boundless AI is free for businesses: creating a profile, applying and comparing offers costs nothing. We may earn a commission or referral fee, which can be paid by the lender; any fee that applies to you is shown before you accept an offer.',
};

/** Extra search words for the six products (src/data/products.ts), by product id. */
export const productKeywords: Record<Product['id'], string> = {
  'merchant-cash-advance': 'mca merchant cash advance card sales future revenue fast quick urgent daily weekly remittance',
  'asset-based-lending': 'abl asset based lending receivables inventory equipment collateral revolver revolving borrowing base',
  'term-loans': 'term loan loans fixed schedule monthly payments expansion equipment acquisition refinance years',
  'po-financing': 'po purchase order financing large order supplier fulfil fulfill contract customer order',
  'inventory-financing': 'inventory stock seasonal peak holiday products warehouse buy stock financing',
  'supply-chain-financing': 'supply chain financing reverse factoring suppliers payment terms early payment',
};

const signupLabel = 'Create a free account';

export const sitePassages: SitePassage[] = [
  {
    id: 'how-it-works',
    url: '/how-it-works',
    title: 'How It Works',
    text: 'Four steps: Complete Your Profile, AI Analysis, Connect with Lenders, Secure Funding. One business profile and one guided application reach many lenders at once.',
    answer:
      'It takes four steps: complete one business profile, let our AI analyse it and match you with suitable lenders, connect with the lenders you choose, then compare offers and secure funding. Creating a profile is free.',
    keywords: 'how does it work process steps apply application one profile matching marketplace get started what do you do',
  },
  {
    id: 'how-it-works-profile',
    url: '/how-it-works',
    title: 'How It Works',
    heading: 'Complete Your Profile',
    text: 'Your digital business profile keeps your business details and documents in one place: simplified document storage and submission, so you upload once and share with the lenders you choose.',
    answer:
      'You fill in one digital business profile and upload your documents once; they are stored in one place and shared only with the lenders you choose. What each lender asks for varies: bank statements and financial statements are common.',
    keywords: 'documents paperwork upload bank statements financial statements tax returns what do i need to apply profile',
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
  },
  {
    id: 'how-it-works-lenders',
    url: '/how-it-works',
    title: 'How It Works',
    heading: 'Connect with Lenders',
    text: 'Connect with matched lenders from a network of 120+ verified lenders and capital providers, including banks, credit unions and alternative lenders.',
    answer:
      'You connect with the matched lenders you choose, from a network of 120+ verified lenders and capital providers. Your information goes only to the lenders you pick.',
    keywords: 'lender network which lenders banks credit unions partners verified how many lenders marketplace',
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
  },
  {
    id: 'need-funding',
    url: '/how-it-works',
    title: 'How It Works',
    text: 'Looking for capital? One free business profile reaches 120+ verified lenders; our AI matches you with the financing options that fit.',
    answer:
      `We can help you find it. [Create one free business profile](${siteConfig.signupUrl}) and our AI matches you with suitable lenders from our network of 120+, across six kinds of financing from merchant cash advances to term loans. You then compare offers and choose.`,
    keywords: 'need money loan funding capital cash finance financing borrow looking for capital get funded business loan working capital want',
  },
  {
    id: 'get-started',
    url: siteConfig.signupUrl,
    title: signupLabel,
    text: 'Create your free account and start your business profile in the Boundless AI app. Sign up, register and apply online.',
    answer: `You can start right away: [create your free account](${siteConfig.signupUrl}) and begin your business profile in our app. It is free for businesses.`,
    keywords: 'sign up signup register account apply application start begin create get started join onboard',
  },
  {
    id: 'sign-in',
    url: siteConfig.loginUrl,
    title: 'Sign in',
    text: 'Existing customers sign in to the Boundless AI app to continue their application and see their offers.',
    answer: 'If you already have an account, sign in to the Boundless AI app to continue your application and see your offers.',
    keywords: 'sign in login log in existing account password continue my application status dashboard',
  },
  {
    id: 'funding-amounts',
    url: '/financial-products',
    title: 'Financial Products',
    text: 'Funding from $3,000 to $300 million across six products: merchant cash advance up to $500K, asset-based lending, term loans of 1-7 years, PO financing up to $10M, inventory financing and supply chain financing.',
    answer:
      'Lenders on our marketplace fund from $3,000 up to $300 million, depending on the product and the lender: for example, merchant cash advances go up to $500K and PO financing up to $10M. What you can get is decided by each lender.',
    keywords: 'how much amount maximum minimum range borrow size large small million limit',
  },
  {
    id: 'products-overview',
    url: '/financial-products',
    title: 'Financial Products',
    text: 'Six capital solutions: Merchant Cash Advance, Asset-Based Lending, Term Loans, PO Financing, Inventory Financing and Supply Chain Financing.',
    answer:
      'Through our lenders you can compare six kinds of financing: merchant cash advances, asset-based lending, term loans, PO financing, inventory financing and supply chain financing.',
    keywords: 'products options types kinds loans financing offer capital solutions what do you offer which',
  },
  {
    id: 'who-we-help',
    url: '/who-we-help',
    title: 'Who We Help',
    text: 'Industries: Ecommerce, SaaS, Retail, Professional Services, Manufacturing, Transportation and other industries such as construction.',
    answer:
      'We help small and mid-size businesses across e-commerce, SaaS, retail, professional services, manufacturing, transportation and other industries such as construction, in Canada and the United States.',
    keywords: 'industries industry sector ecommerce online store saas software retail shop professional services manufacturing manufacturer transportation trucking logistics construction restaurant',
  },
  {
    id: 'success-stories',
    url: '/who-we-help',
    title: 'Who We Help',
    heading: 'Success stories',
    text: 'Success stories from the last 12 months: a $5M term loan, a $1M tranched term loan, $1.5M invoice factoring, a $3.2M SBA loan, $700K venture debt and a $1.6M asset-based revolver.',
    answer:
      'In the last 12 months businesses on our marketplace closed, for example, a $5M term loan, $1.5M of invoice factoring, a $3.2M SBA loan and a $1.6M asset-based revolver. Every case is different.',
    keywords: 'success stories examples case studies clients customers results funded deals testimonials reviews',
  },
  {
    id: 'about',
    url: '/about-us',
    title: 'Who We Are',
    text: 'Boundless AI is a funding marketplace founded in Toronto in 2022. Over $3.5B in capital requests and 1000+ businesses funded. Mission, values, story and founders.',
    answer:
      'Boundless AI is a funding marketplace founded in Toronto in 2022. One business profile connects small and mid-size businesses in Canada and the United States with 120+ verified lenders; more than 1,000 businesses have been funded.',
    keywords: 'about company who are you team founders founded history story mission values toronto legit legitimate trust',
  },
  {
    id: 'contact',
    url: '/contact-us',
    title: 'Contact Us',
    text: `E-mail ${siteConfig.supportEmail}, we reply within 24 hours. Business hours Mon - Fri: 9 AM - 5 PM EST, weekend support available. Book a call with our team. Office in ${siteConfig.address.city}, ${siteConfig.address.country}.`,
    answer: `You can e-mail ${siteConfig.supportEmail} (we reply within 24 hours), book a call with our team, or send a message from the Contact Us page. Our business hours are Mon - Fri: 9 AM - 5 PM EST.`,
    keywords: 'contact email phone call reach support help hours open message write',
  },
  {
    id: 'location',
    url: '/about-us',
    title: 'Who We Are',
    text: `Our office is at ${siteConfig.address.street}, ${siteConfig.address.city}, ${siteConfig.address.region} ${siteConfig.address.postalCode}, ${siteConfig.address.country}. We serve businesses across Canada and the United States.`,
    answer: `We are based in ${siteConfig.address.city}, ${siteConfig.address.country} (${siteConfig.address.street}), and we work with businesses across Canada and the United States. Everything happens online, so you can apply from anywhere in both countries.`,
    keywords: 'where located location address office headquarters based city toronto ontario visit country countries',
  },
  {
    id: 'approval',
    url: '/how-it-works',
    title: 'How It Works',
    text: 'Approval decisions, rates and terms are set by each lender after it reviews your profile.',
    answer:
      'We can’t promise an approval or quote a rate: each lender reviews your profile and makes its own decision and offer. A complete profile, shared with several matched lenders at once, gives you the clearest view of your options.',
    keywords: 'approval approved guarantee guaranteed chance chances odds likely qualify declined rejected denied rate rates interest apr terms offer decision',
  },
  {
    id: 'credit',
    url: '/financial-products',
    title: 'Financial Products',
    text: 'Lenders look at revenue, cash flow, time in business, collateral and credit history. Some products weigh sales or your customers’ credit more heavily than your own credit score.',
    answer:
      'Lenders look at more than a credit score: revenue, cash flow, time in business and collateral count too. Some products lean on other strengths, for example merchant cash advances on your sales and PO financing on your customer’s credit. Each lender decides, and your profile shows which options fit.',
    keywords: 'credit score bad credit poor credit low credit history fico rating no credit rebuild',
  },
  {
    id: 'partners',
    url: '/partners',
    title: 'Partner With Us',
    text: 'Three partner programmes: lenders, referral partners and API partners. Partners see a 23% decrease in sales cycle and a 64% increase in completed applications.',
    answer:
      'We have three partner programmes: lenders who join our network, referral partners who refer clients, and API partners who embed financing in their product. The Partner With Us page compares them and has a form to reach our partnerships team.',
    keywords: 'partner partners partnership partnerships opportunity opportunities programme program collaborate work together become a partner affiliate',
  },
  {
    id: 'lenders',
    url: '/lenders',
    title: 'Lenders',
    text: 'Supercharge Your Lending Potential. Access vetted businesses, gain and retain clients, simplify your process, modernize your diligence. AI-powered matching, qualified deal flow, risk mitigation. Join our network.',
    answer:
      'Lenders can join our network to meet vetted, application-ready businesses matched by AI: qualified deal flow, simpler processes and better diligence. The Lenders page has a form to join.',
    keywords: 'lender lending partner join network capital provider deal flow i am a lender funder investors originations',
  },
  {
    id: 'referral-partners',
    url: '/referral-partners',
    title: 'Referral Partners',
    text: 'Elevate your network. Easy referral process, real-time tracking and competitive commissions for accounting firms, CFOs, lenders, software companies, logistics consultants and marketing agencies.',
    answer:
      'Accounting firms, CFOs, software companies, consultants and agencies can refer clients to us, track every referral in real time and earn competitive commissions. The Referral Partners page has a form to book a meeting.',
    keywords: 'referral refer clients commission accountant accounting firm cfo advisor consultant agency affiliate earn',
  },
  {
    id: 'apis',
    url: '/apis',
    title: 'APIs',
    text: 'Integrate with Boundless AI: partnership setup, API integration, launch and optimize. RESTful API, real-time processing, enterprise security.',
    answer:
      'Our API lets platforms embed financing in their own product: a RESTful API with real-time processing and enterprise security, set up in three steps (partnership setup, API integration, launch and optimise). The APIs page has a form to book a meeting.',
    keywords: 'api apis integration integrate embed embedded developer platform rest restful software partner technical',
  },
  {
    id: 'blog',
    url: '/blog',
    title: 'Blog',
    text: 'Guides, case studies, press releases and market insights about business financing.',
    answer: 'Our blog has plain-language guides, case studies, press releases and market insights on business financing.',
    keywords: 'blog articles guides read learn resources news press releases insights education',
  },
  {
    id: 'privacy-policy',
    url: '/privacy-terms',
    title: 'Privacy Policy',
    text: 'How we collect, use, disclose, retain and correct personal information, and how to contact our privacy officer.',
    answer: `Our Privacy Policy explains what personal information we collect, how we use and share it, how long we keep it and how to access or correct it. You can also write to ${siteConfig.privacyEmail}.`,
    keywords: 'privacy policy personal information delete my data gdpr access correction retention cookies',
  },
  {
    id: 'terms',
    url: '/terms-of-service',
    title: 'Terms of Service',
    text: 'Terms and conditions: commercial use only, account, using the service, fees, intellectual property, disputes, liability, governing law Ontario.',
    answer:
      'Our Terms of Service cover using the platform: it is for commercial use only, you act for your business, and fees may include a commission or referral fee. Please read the full terms for details.',
    keywords: 'terms conditions legal agreement contract rules liability',
  },
  {
    id: 'assistant',
    url: '/contact-us',
    title: 'Contact Us',
    text: 'This chat is an automated assistant that answers from the Boundless AI website.',
    answer:
      'I am an automated assistant: I answer from the Boundless AI website and point you to the right pages. For a person, book a call or e-mail our team.',
    keywords: 'bot robot chatbot assistant automated real person are you human who am i talking to',
  },
];
