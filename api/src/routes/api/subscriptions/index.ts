import { postSubscription } from './post-subscription';
import { deleteSubscription } from './delete-subscription';

export const subscriptionsRoutes = [postSubscription, deleteSubscription];
