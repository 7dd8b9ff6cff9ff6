// Issue #11: a mission the client cannot prove is credited only when the server saw the act.
//
// "Read a news story" was a 'client' mission: any call of PUT /grow/mission/complete paid it, read
// or not. It becomes the server's: GET /exhibitionNews/app/{id} by a signed-in visitor, on a
// published story of kind 'news', completes it once per its period (server/API.md "Missions").
export const readMission = `
UPDATE missions SET trigger = 'read' WHERE trigger = 'client' AND name_en = 'Read a news story';
`;
