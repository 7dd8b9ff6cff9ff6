export { default } from '@/features/points/screens/points-records';
