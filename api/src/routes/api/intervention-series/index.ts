import { postSeriesPreview } from './post-series-preview';
import { postSeries } from './post-series';

export const interventionSeriesRoutes = [postSeriesPreview, postSeries];
