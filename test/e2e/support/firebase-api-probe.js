'use strict';
/**
 * Runs in a host page (page.evaluate): tries each part of the legacy Firebase client's API
 * (1.0.17's, on the host's 2.4.2) and of AngularFire 0.8's (on the host's 0.9.2) against the
 * plugin's local database, and answers { name: 'ok' | what went wrong }. docs/firebase.md lists
 * the answers; test/e2e/firebase.e2e.js holds them to it.
 */
async function probe(namespace) {
  const results = {};
  const bound = (promise) => Promise.race([promise, new Promise((resolve, reject) => setTimeout(() => reject(new Error('no answer within 5 s')), 5000))]);
  async function check(name, run) {
    try {
      const outcome = await bound(Promise.resolve().then(run));
      results[name] = outcome === undefined || outcome === true ? 'ok' : String(outcome);
    } catch (error) {
      results[name] = 'fails: ' + (error && error.message ? error.message : String(error));
    }
  }
  const cb = (executor) => new Promise((resolve, reject) => executor((error, value) => (error ? reject(error) : resolve(value))));
  const expectEqual = (actual, expected) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error('got ' + JSON.stringify(actual) + ', expected ' + JSON.stringify(expected));
  };
  const record = (await (await fetch('/v1/plugins?namespace=' + namespace)).json()).data[0];
  const root = new Firebase(record.firebaseUrl);
  const base = root.child('workspaces/1/probe');

  await check('new Firebase(url), child, parent, root, toString', () => {
    if (base.parent().toString() !== record.firebaseUrl + '/workspaces/1') throw new Error(base.parent().toString());
    if (base.root().toString().replace(/\/$/, '') !== record.firebaseUrl) throw new Error(base.root().toString());
  });
  await check('name() (1.0) and key()', () => expectEqual([base.name(), base.key()], ['probe', 'probe']));
  await check('auth(token, callback) (1.0)', () => cb((done) => root.auth(record.firebaseAuthToken, done)).then((result) => expectEqual(result.auth.user_id, '1')));
  await check('authWithCustomToken(token, callback), getAuth()', () => cb((done) => root.authWithCustomToken(record.firebaseAuthToken, done))
    .then(() => expectEqual(root.getAuth().auth.user_id, '1')));
  await check('set, once(value)', async () => {
    await cb((done) => base.child('a').set({ x: 1 }, done));
    const snapshot = await new Promise((resolve) => base.child('a').once('value', resolve));
    expectEqual(snapshot.val(), { x: 1 });
  });
  await check('update', async () => {
    await cb((done) => base.child('a').update({ y: 2 }, done));
    const snapshot = await new Promise((resolve) => base.child('a').once('value', resolve));
    expectEqual(snapshot.val(), { x: 1, y: 2 });
  });
  await check('push (ids in time order)', async () => {
    const first = base.child('list').push({ n: 1 });
    const second = base.child('list').push({ n: 2 });
    if (!(first.key() < second.key())) throw new Error('push ids out of order');
    await new Promise((resolve) => base.child('list').once('value', resolve));
  });
  await check('remove', async () => {
    await cb((done) => base.child('gone').set(1, done));
    await cb((done) => base.child('gone').remove(done));
    const snapshot = await new Promise((resolve) => base.child('gone').once('value', resolve));
    expectEqual(snapshot.val(), null);
  });
  await check('Firebase.ServerValue.TIMESTAMP', async () => {
    await cb((done) => base.child('stamp').set(Firebase.ServerValue.TIMESTAMP, done));
    const snapshot = await new Promise((resolve) => base.child('stamp').once('value', resolve));
    if (typeof snapshot.val() !== 'number') throw new Error('got ' + JSON.stringify(snapshot.val()));
  });
  await check('transaction', async () => {
    await cb((done) => base.child('counter').set(1, done));
    const committed = await new Promise((resolve, reject) => base.child('counter').transaction((value) => (value || 0) + 1,
      (error, done, snapshot) => (error ? reject(error) : resolve([done, snapshot.val()]))));
    expectEqual(committed, [true, 2]);
  });
  await check('setWithPriority, setPriority, getPriority', async () => {
    await cb((done) => base.child('ranked').setWithPriority('v', 5, done));
    await cb((done) => base.child('ranked').setPriority(7, done));
    const snapshot = await new Promise((resolve) => base.child('ranked').once('value', resolve));
    expectEqual([snapshot.val(), snapshot.getPriority()], ['v', 7]);
  });
  await check('on(child_added / child_changed / child_removed), off', async () => {
    const seen = [];
    const events = base.child('events');
    const listener = (type) => (snapshot) => seen.push(type + ':' + snapshot.key());
    ['child_added', 'child_changed', 'child_removed'].forEach((type) => events.on(type, listener(type)));
    await cb((done) => events.child('k').set(1, done));
    await cb((done) => events.child('k').set(2, done));
    await cb((done) => events.child('k').remove(done));
    events.off();
    expectEqual(seen, ['child_added:k', 'child_changed:k', 'child_removed:k']);
  });
  await check('.info/connected', () => new Promise((resolve) => root.child('.info/connected').once('value', resolve)).then((snapshot) => expectEqual(snapshot.val(), true)));
  await check('.info/serverTimeOffset', () => new Promise((resolve) => root.child('.info/serverTimeOffset').once('value', resolve)).then((snapshot) => {
    if (typeof snapshot.val() !== 'number') throw new Error('got ' + snapshot.val());
  }));
  await check('onDisconnect().set / cancel (answered)', async () => {
    await cb((done) => base.child('presence').onDisconnect().set('gone', done));
    await cb((done) => base.child('presence').onDisconnect().cancel(done));
  });
  await check('limit(n) (1.0)', async () => {
    await cb((done) => base.child('ordered').set({ a: 1, b: 2, c: 3 }, done));
    const snapshot = await new Promise((resolve) => base.child('ordered').limit(2).once('value', resolve));
    expectEqual(Object.keys(snapshot.val() || {}), ['b', 'c']);
  });
  await check('orderByChild().limitToLast()', async () => {
    await cb((done) => base.child('scores').set({ a: { s: 3 }, b: { s: 1 }, c: { s: 2 } }, done));
    const snapshot = await new Promise((resolve) => base.child('scores').orderByChild('s').limitToLast(2).once('value', resolve));
    const keys = [];
    snapshot.forEach((child) => { keys.push(child.key()); });
    expectEqual(keys, ['c', 'a']);
  });
  await check('startAt / endAt (priorities)', async () => {
    const ranked = base.child('byPriority');
    await cb((done) => ranked.set({ a: { '.value': 1, '.priority': 1 }, b: { '.value': 2, '.priority': 2 }, c: { '.value': 3, '.priority': 3 } }, done));
    const snapshot = await new Promise((resolve) => ranked.startAt(2).endAt(2).once('value', resolve));
    expectEqual(snapshot.val(), { b: 2 });
  });
  await check('a write the rules refuse: the callback gets PERMISSION_DENIED', async () => {
    const error = await new Promise((resolve) => root.child('outside').set(1, resolve));
    expectEqual(error && error.code, 'PERMISSION_DENIED');
  });
  await check('unauth()', async () => {
    const other = new Firebase(record.firebaseUrl);
    other.unauth();
    if (other.getAuth() !== null) throw new Error('still authenticated');
    await cb((done) => root.authWithCustomToken(record.firebaseAuthToken, done));
  });

  // AngularFire 0.8's API, on the host's AngularFire
  const injector = angular.element(document.body).injector();
  const $firebase = injector.get('$firebase');
  const $rootScope = injector.get('$rootScope');
  const digest = () => $rootScope.$applyAsync();
  /** Waits (digesting) until `done()` holds, at most 4 s. */
  const settle = (done) => new Promise((resolve, reject) => {
    const until = Date.now() + 4000;
    (function poll() {
      digest();
      if (done()) resolve();
      else if (Date.now() > until) reject(new Error('AngularFire never showed the change'));
      else setTimeout(poll, 50);
    }());
  });
  const sync = $firebase(base.child('angular'));
  await check('$firebase(ref), $ref()', () => expectEqual(sync.$ref().toString(), base.child('angular').toString()));
  await check('$set, $update, $remove(key)', async () => {
    await sync.$set({ a: 1, b: 2 });
    await sync.$update({ c: 3 });
    await sync.$remove('a');
    const snapshot = await new Promise((resolve) => base.child('angular').once('value', resolve));
    expectEqual(snapshot.val(), { b: 2, c: 3 });
  });
  await check('$push', async () => {
    const ref = await $firebase(base.child('pushed')).$push({ n: 1 });
    if (!ref.key()) throw new Error('no key');
  });
  await check('$transaction', async () => {
    await $firebase(base.child('tx')).$set(1);
    const snapshot = await $firebase(base.child('tx')).$transaction((value) => value + 1);
    expectEqual(snapshot.val(), 2);
  });
  await check('$asObject, $loaded, $save, $bindTo', async () => {
    const object = $firebase(base.child('object')).$asObject();
    await object.$loaded();
    object.name = 'saved';
    await object.$save();
    const scope = $rootScope.$new();
    await object.$bindTo(scope, 'bound');
    scope.bound.name = 'bound';
    digest();
    await new Promise((resolve, reject) => {
      const until = Date.now() + 4000;
      (function poll() {
        base.child('object/name').once('value', (snapshot) => {
          if (snapshot.val() === 'bound') resolve();
          else if (Date.now() > until) reject(new Error('$bindTo did not write'));
          else setTimeout(poll, 50);
        });
      }());
    });
    // destroyed only once AngularFire has applied the write (see docs/firebase.md: $destroy with an update pending)
    await settle(() => object.name === 'bound');
    scope.$destroy();
    object.$destroy();
  });
  await check('$asArray, $add, $save, $remove, $keyAt, $indexFor, $getRecord', async () => {
    const list = $firebase(base.child('array')).$asArray();
    await list.$loaded();
    const ref = await list.$add({ text: 'one' });
    // AngularFire applies Firebase's events in batches, on a later digest
    await settle(() => list.$indexFor(ref.key()) !== -1);
    const index = list.$indexFor(ref.key());
    if (index < 0 || list.$keyAt(index) !== ref.key() || list.$getRecord(ref.key()).text !== 'one') throw new Error('not in the array');
    list[index].text = 'changed';
    await list.$save(index);
    await list.$remove(index);
    await settle(() => list.length === 0);
    const snapshot = await new Promise((resolve) => base.child('array').once('value', resolve));
    expectEqual(snapshot.val(), null);
    list.$destroy();
  });
  await check('$firebase(ref).$remove() (the whole location)', async () => {
    await $firebase(base.child('whole')).$set({ a: 1 });
    await $firebase(base.child('whole')).$remove();
    const snapshot = await new Promise((resolve) => base.child('whole').once('value', resolve));
    expectEqual(snapshot.val(), null);
  });
  await cb((done) => base.remove(done));
  return results;
}

module.exports = { probe };
