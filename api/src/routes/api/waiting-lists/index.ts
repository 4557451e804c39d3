import { postWaitingList } from './post-waiting-list';
import { deleteWaitingList } from './delete-waiting-list';
import { postWaitingListOffer } from './post-waiting-list-offer';
import { getWaitingList } from './get-waiting-list';
import { getMyWaitingLists } from './get-my-waiting-lists';

export const waitingListsRoutes = [
  postWaitingList,
  deleteWaitingList,
  postWaitingListOffer,
  getWaitingList,
  getMyWaitingLists,
];
