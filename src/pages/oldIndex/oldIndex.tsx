export { default } from '@/features/exhibition-layer/screens/old-index';
