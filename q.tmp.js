const Firebase = require('firebase');
Firebase.goOffline();
const ref = new Firebase('https://qtest.firebaseio.test/');
const data = { a: { score: 3, '.priority': 2 }, b: { score: 'x' }, c: { score: 1, '.priority': 'p' }, '10': { score: true }, '9': { score: 1 }, d: 5, e: 'str' };
ref.set(data);
ref.orderByChild('score').limitToLast(3).once('value', (s) => console.log(JSON.stringify(s.exportVal())));
ref.orderByChild('score').startAt(1).endAt(3).on('value', (s) => console.log(Object.keys(s.val())));
