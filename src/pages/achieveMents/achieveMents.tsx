export { default } from '@/features/points/screens/achievements';
