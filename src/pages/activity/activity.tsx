export { default } from '@/features/activities/screens/activity-list';
