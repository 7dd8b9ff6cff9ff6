export { default } from '@/features/contest/screens/work-detail';
