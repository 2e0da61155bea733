import type { APIRoute } from 'astro';
import { articleFeed } from '~/lib/feed';

/** All published English articles, newest first. */
export const GET: APIRoute = () => articleFeed('en');
