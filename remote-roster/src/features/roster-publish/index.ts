/** Draft and published (issue 17): the state badge, the Publish bar of the Summary, the period labels. */
export { PublishBar } from './PublishBar';
export { PublishStateBadge } from './PublishStateBadge';
export { isPublished, publishStateText, publishStateTone } from './publishState';
