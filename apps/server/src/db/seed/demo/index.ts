import type { SeedContext } from '../context.ts';
import { seedDemoChats } from './chats.ts';
import { seedDemoContent } from './content.ts';
import { seedDemoProducts } from './products.ts';
import { seedDemoPromotions } from './promotions.ts';
import { seedDemoQnas } from './qnas.ts';
import { seedDemoUsers } from './users.ts';

/**
 * Demo accounts, then (only in the run that creates the demo admin) listings, notices, FAQs,
 * events, 1:1 inquiries and promotions. Later runs add nothing, even when an admin has deleted demo content.
 */
export async function seedDemo(ctx: SeedContext, categoryIds: Map<string, number>): Promise<void> {
  const users = await seedDemoUsers(ctx);
  if (!users.created.has('admin')) return;

  const memberIds = Object.entries(users.ids)
    .filter(([key]) => key !== 'admin')
    .map(([, id]) => id);
  const memberHasProducts = await ctx.trx
    .selectFrom('products')
    .select('id')
    .where('user_id', 'in', memberIds)
    .limit(1)
    .executeTakeFirst();
  const productIds = memberHasProducts ? [] : await seedDemoProducts(ctx, users, categoryIds);
  if (productIds.length > 0) await seedDemoChats(ctx, users.ids);

  const eventIds = await seedDemoContent(ctx, categoryIds, users.ids.admin);
  await seedDemoQnas(ctx, users.ids);
  await seedDemoPromotions(ctx, { productIds, eventIds, adminId: users.ids.admin });
}
