import type { APIRoute } from 'astro';
import { articleFeed } from '~/lib/feed';

/** All published French articles, newest first. */
export const GET: APIRoute = () => articleFeed('fr');
